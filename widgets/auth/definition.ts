import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { AuthDialog, authProps } from './auth-dialog';
import './auth.css';

/** What the browser entry mounts. */
export default { name: 'auth', component: AuthDialog, props: authProps } satisfies WidgetDefinition<
  v.InferOutput<typeof authProps>
>;
