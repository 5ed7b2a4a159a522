import { defineWidget } from '../../mount/define-widget';
import { SkipLink, skipLinkProps } from './skip-link';
import './skip-link.css';

export default defineWidget({ name: 'skip-link', component: SkipLink, props: skipLinkProps });
