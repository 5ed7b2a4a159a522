import { defineWidget } from '../../mount/define-widget';
import { FlashBar, flashBarProps } from './flash-bar';
import './flash-bar.css';

export default defineWidget({ name: 'flash-bar', component: FlashBar, props: flashBarProps });
