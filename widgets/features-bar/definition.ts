import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { FeaturesBar, featuresBarProps } from './features-bar';

/** What the browser entry mounts and the server render (widgets/server-render.ts) renders. */
export default { name: 'features-bar', component: FeaturesBar, props: featuresBarProps } satisfies WidgetDefinition<
  v.InferOutput<typeof featuresBarProps>
>;
