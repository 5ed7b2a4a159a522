import { formatMoney } from '../../shared/format/money';

/** A delivery option's cost as shoppers read it: 'Free', '$8.95'. */
export function deliveryCost(cost: number): string {
  return cost === 0 ? 'Free' : formatMoney(cost);
}
