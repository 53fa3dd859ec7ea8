// The floor of this stack: node:http running the calendar's SQL through the same driver (pg), nothing else.
import { createServer } from 'node:http';
import pg from 'pg';

const { DATABASE_URL, PORT, QUERY } = process.env;
const { sql, params } = JSON.parse(QUERY ?? '{}') as { sql: string; params: unknown[] };
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

createServer(async (_request, response) => {
  const result = await pool.query(sql, params);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ data: result.rows }));
}).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
