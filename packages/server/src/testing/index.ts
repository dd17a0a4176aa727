/** What other packages' tests use of the server: a clock they move ahead (turn-based timers). */
export { offsetClock, setClockOffset } from './offset-clock.ts';
