import { defineWidget } from '../../mount/define-widget';
import { AuthDialog, authProps } from './auth-dialog';
import './auth.css';

export default defineWidget({ name: 'auth', component: AuthDialog, props: authProps });
