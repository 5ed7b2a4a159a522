/** Whether this page view reports: decided once, when the vitals entry runs. A rate of 0 never, 1 always. */
export function sampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}
