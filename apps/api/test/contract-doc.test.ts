import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { contractCommand, contractDoc, renderEndpointTables, withEndpointTables } from '../../../scripts/contract-tables';
import { useTestApp } from './app';

const t = useTestApp();

it('docs/CONTRACT.md lists every route as the route schemas declare it', () => {
  const document = readFileSync(contractDoc, 'utf8');
  const current = withEndpointTables(document, renderEndpointTables(t.app));
  expect(current === document, `docs/CONTRACT.md is stale: run \`${contractCommand}\``).toBe(true);
});
