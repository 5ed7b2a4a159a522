// Prints the fault matrix the browser suite saved (build/e2e/faults.ts), for the end of `npm test`.
import { formatMatrix, savedCells } from './faults';

const cells = savedCells();
console.log(
  cells.length ? `fault matrix (endpoint x fault: outcome):\n${formatMatrix(cells)}` : 'fault matrix: no cells saved',
);
