import { parseArgs } from 'node:util';
import { staffUserSchema } from '@pt/contracts';
import { createAccounts, systemMeta } from '@pt/command-api';
import { loadConfig } from '../config';
import { createPorts } from '../ports';

/**
 * Creates a staff account against the configured event store:
 *   USER_PASSWORD='…' npm run create-user -- --name 'Jo Park' --email jo@example.com --role therapist
 * The password comes from USER_PASSWORD so it never lands in the shell history.
 */
const { values } = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } } });
const parsed = staffUserSchema.safeParse({ name: values.name, email: values.email, role: values.role, password: process.env.USER_PASSWORD ?? '' });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.') === 'password' ? 'USER_PASSWORD' : `--${issue.path.join('.')}`}: ${issue.message}`);
  process.exit(2);
}
const ports = await createPorts(loadConfig());
try {
  const accounts = createAccounts(ports.eventStore);
  const result = await accounts.register(parsed.data, systemMeta('create-user-cli'));
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
  } else {
    console.log(`Created ${result.user.role} ${result.user.name} <${result.user.email}> (${result.user.id})`);
  }
} finally {
  await ports.close();
}
