/** This process's CPU time in seconds (user + system): the rate on a shared machine. */
export const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
