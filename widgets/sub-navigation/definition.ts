import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { SubNavigation, subNavigationProps } from './sub-navigation';

/** What the browser entry mounts. */
export default {
  name: 'sub-navigation',
  component: SubNavigation,
  props: subNavigationProps,
  config: ['pageType'],
} satisfies WidgetDefinition<v.InferOutput<typeof subNavigationProps>>;
