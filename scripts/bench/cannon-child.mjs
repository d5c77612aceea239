// Runs one autocannon load in its own process (so the load does not slow the sampler measuring the
// server beside it) and prints autocannon's result as one JSON line. Options: argv[2], JSON.
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(`${JSON.stringify(result)}\n`);
