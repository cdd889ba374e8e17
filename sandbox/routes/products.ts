// Price lists (member spec §7, §9): yearly prices by Membership, Trailer Care and Upgrade. Public.
import { Hono } from 'hono';
import type { components } from '@/openapi/schema.gen';
import type { SandboxEnv } from '../http/env';
import { validated } from '../http/validated';

type Product = components['schemas']['Product'];

export const productsRoutes = new Hono<SandboxEnv>().get(
  '/products',
  validated('listProducts'),
  async (c) => {
    const { rows } = await c.get('db').query<Product>(
      `SELECT product_code, name, family, price::float8 AS price, term_years, marketing_title, coverage_limit::float8 AS coverage_limit
     FROM products WHERE family <> 'Fee' ORDER BY sort_order, product_code`,
    );
    return c.json({
      membership: rows.filter((p) => p.family === 'Membership'),
      trailer_care: rows.filter((p) => p.family === 'Trailer Care'),
      upgrade: rows.filter((p) => p.family === 'Upgrade'),
    });
  },
);
