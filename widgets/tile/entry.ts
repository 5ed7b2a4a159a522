import { defineWidget } from '../../mount/define-widget';
import { Tile, tileProps } from './tile';
import './tile.css';

export default defineWidget({ name: 'tile', component: Tile, props: tileProps });
