// dist/vitals-[hash].js: field data (README "Field data"). speculate.js imports it at idle when the page's
// `#site-config` names `vitals`, so it is never part of a page's JavaScript before interaction; build/vitals.mjs
// builds it with its own budget (package.json "sizeBudgets").
import { startVitals } from './vitals/start';

void startVitals();
