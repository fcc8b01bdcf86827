import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's writes never change anyone's claims nor a company's settings: they leave
     * the claims cache and the company values (ReadCache) alone.
     */
    keepsClaims?: boolean;
    /** The route never writes a company's records: its writes leave list counts alone. */
    keepsCounts?: boolean;
  }
}

/** Marks every route the plugin registers from here on as leaving claims alone. */
export function routesKeepClaims(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, keepsClaims: true };
  });
}
