import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { Header, headerProps } from './header';

/** What the browser entry mounts and the server render (widgets/server-render.ts) renders. */
export const headerWidget: WidgetDefinition<v.InferOutput<typeof headerProps>> = {
  name: 'header',
  component: Header,
  props: headerProps,
  config: ['pageType', 'cartPath', 'useStandaloneCart', 'redesign', 'hub', 'useSearchPanel'],
};
