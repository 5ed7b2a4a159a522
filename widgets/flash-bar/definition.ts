import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { FlashBar, flashBarProps } from './flash-bar';
import './flash-bar.css';

/** What the browser entry mounts. */
export default { name: 'flash-bar', component: FlashBar, props: flashBarProps } satisfies WidgetDefinition<
  v.InferOutput<typeof flashBarProps>
>;
