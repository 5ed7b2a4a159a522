import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { SkipLink, skipLinkProps } from './skip-link';
import './skip-link.css';

/** What the browser entry mounts. */
export default { name: 'skip-link', component: SkipLink, props: skipLinkProps } satisfies WidgetDefinition<
  v.InferOutput<typeof skipLinkProps>
>;
