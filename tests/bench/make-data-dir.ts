// `node --import tsx tests/bench/make-data-dir.ts <dir> <events>`: a data directory as a server that ran would leave it (for profiling a start).
import { dataDirWith } from './figures/data';
void dataDirWith(process.argv[2]!, Number(process.argv[3] ?? 100_000)).then((dir) => console.log(dir));
