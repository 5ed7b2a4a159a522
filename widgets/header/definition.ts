import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { Header, headerProps } from './header';

/** What the browser entry mounts and the server render (widgets/server-render.ts) renders. */
export default {
  name: 'header',
  component: Header,
  props: headerProps,
  config: ['pageType', 'cartPath', 'useStandaloneCart', 'redesign', 'hub', 'useSearchPanel'],
} satisfies WidgetDefinition<v.InferOutput<typeof headerProps>>;
