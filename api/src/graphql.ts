import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { AppDeps } from './lib/context.ts';
import { contextFor } from './rest/context.ts';
import { schema } from './schema/index.ts';

/** GraphQL Yoga mounted on Fastify at /graphql, with the same service context as REST. */
export function mountGraphql(app: FastifyInstance, deps: AppDeps) {
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    context: ({ req }) => contextFor(deps, req),
    graphiql: !deps.config.production,
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
