// Preloaded (node -r) in the bench's untimed runs: writes the process's peak resident memory, in KB,
// to the file BENCH_RSS_FILE names.
const { writeFileSync } = require('node:fs');

process.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));
