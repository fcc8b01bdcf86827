import {
  importJobSchema,
  importRequestSchema,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '@kira/core/csv-import';
import { todayInSingapore } from '@kira/core/dates';
import { idOfKindsSchema } from '@kira/core/ids';
import { pageSchema } from '@kira/core/listing';
import { decideExport } from '@kira/core/policies/export-policy';
import { firstRefusal } from '@kira/core/policies/policy';
import { decideProductList } from '@kira/core/policies/product-policy';
import {
  createProductSchema,
  productListQuerySchema,
  productPatchSchema,
  productSchema,
} from '@kira/core/products';
import { PRODUCT_CSV_FIELDS, productToCsv } from '@kira/core/products-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { routesKeepClaims } from '../cache/keeps-claims.ts';
import { toCsv } from '../csv/csv.ts';
import { AppError } from '../http/app-error.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import type { ImportJobs } from '../imports/import-jobs.ts';
import { prepareImport } from '../imports/prepare-import.ts';
import { runImport } from '../imports/run-import.ts';
import { sessionKeyOf } from '../imports/session-key.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { productImporter } from './import-products.ts';
import { allProducts, getProduct, listProducts } from './list-products.ts';
import { createProduct, deleteProduct, updateProduct } from './product-commands.ts';

interface Options {
  guards: Guards;
  limits: RateLimits;
  jobs: ImportJobs;
  idempotency: Idempotency;
}

const idParams = z.object({ id: idOfKindsSchema(['product']) });
const productListSchema = pageSchema(productSchema).meta({ id: 'ProductList' });
const tags = ['products'];

export const productsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { guards, jobs, idempotency, limits },
) => {
  routesKeepClaims(app);
  // Each route asks the product policy; the commands then ask it of the product itself.
  const readList = guards.ask((access) => decideProductList(access, 'read'));
  const exportList = guards.ask((access) =>
    firstRefusal(
      () => decideProductList(access, 'read'),
      () => decideExport(access),
    ),
  );
  const writeList = guards.ask((access) => decideProductList(access, 'write'));
  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'One page of the products and services, filtered and sorted',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...guardedErrors },
      },
      onRequest: readList,
    },
    async (request) => listProducts(guards.accessOf(request), request.query),
  );

  app.get(
    '/api/products/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered products and services as CSV (the headers the import recognises)',
        querystring: productListQuerySchema,
        response: { 200: z.string(), ...guardedErrors },
      },
      onRequest: exportList,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      await limits.csv(access.userId);
      const rows: Record<string, string>[] = [];
      for await (const page of allProducts(access.scope, request.query)) {
        rows.push(...page.map(productToCsv));
      }
      const headers = ['ID', ...PRODUCT_CSV_FIELDS.map((field) => field.label)];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${todayInSingapore()}.csv"`)
        .send(toCsv(rows, headers));
    },
  );

  app.post(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Add a product or service',
        headers: idempotencyHeaders,
        body: createProductSchema,
        response: { 201: productSchema, ...guardedErrors, 409: errorSchema, 422: errorSchema },
      },
      onRequest: writeList,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), { status: 201 });
      return once.answer(reply, await createProduct(once.access, request.body));
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One product or service',
        params: idParams,
        response: { 200: productSchema, ...guardedErrors },
      },
      onRequest: readList,
    },
    async (request) => {
      const product = await getProduct(guards.accessOf(request), request.params.id);
      if (!product) throw new AppError('NOT_FOUND', `No product or service ${request.params.id}`);
      return product;
    },
  );

  app.patch(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'Change some fields of a product or service (active: false retires it)',
        params: idParams,
        body: productPatchSchema,
        response: { 200: productSchema, ...guardedErrors, 409: errorSchema },
      },
      onRequest: writeList,
    },
    async (request) => updateProduct(guards.accessOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product or service no document refers to',
        params: idParams,
        response: { 204: z.null(), ...guardedErrors, 409: errorSchema },
      },
      onRequest: writeList,
    },
    async (request, reply) => {
      await deleteProduct(guards.accessOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/products/import',
    {
      bodyLimit: MAX_IMPORT_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary:
          'Import products and services from CSV in the background (run: dry-run lists what it would change and writes nothing); poll GET /api/imports/{id}',
        body: importRequestSchema,
        response: { 202: importJobSchema, ...guardedErrors },
      },
      onRequest: writeList,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const { csv, mapping, ...options } = request.body;
      const importer = productImporter();
      const prepared = prepareImport(importer, csv, mapping, MAX_IMPORT_ROWS);
      await limits.csv(access.userId);
      const job = jobs.start(access, sessionKeyOf(request), 'products', prepared.rows, (progress) =>
        runImport(access.scope, importer, prepared, options, progress),
      );
      return reply.code(202).send(job);
    },
  );
};
