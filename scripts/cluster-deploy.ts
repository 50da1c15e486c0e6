/**
 * npm run cluster:deploy -- <release>: asks the cluster `npm run cluster` runs on PORT (3000) to ship the code now on
 * disk (after `git pull && npm ci && npm run build`), naming it <release>, and follows it to the end.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { deployFiles } from './cluster/deploy-files.ts';

const release = process.argv[2];
if (!release || !/^[A-Za-z0-9._-]{1,64}$/.test(release)) {
  console.error('usage: npm run cluster:deploy -- <release> (letters, digits, . _ -)');
  process.exit(1);
}
const files = deployFiles(Number(process.env.PORT ?? 3000));
if (!existsSync(files.pid)) {
  console.error(`no cluster runs on this port (${files.pid} is missing): start it with npm run cluster`);
  process.exit(1);
}
rmSync(files.status, { force: true });
writeFileSync(files.request, JSON.stringify({ release }));
process.kill(Number(readFileSync(files.pid, 'utf8')), 'SIGHUP');

let shown = '';
for (;;) {
  await new Promise((r) => setTimeout(r, 250));
  if (!existsSync(files.status)) continue;
  const status = JSON.parse(readFileSync(files.status, 'utf8')) as { state: string; last?: object; error?: string };
  const line = JSON.stringify(status.last ?? {});
  if (line !== shown && status.last) console.log(`  ${line}`);
  shown = line;
  if (status.state === 'done') break;
  if (status.state === 'failed') {
    console.error(`deploy of ${release} failed: ${status.error}`);
    process.exit(1);
  }
}
console.log(`every instance runs ${release}`);
