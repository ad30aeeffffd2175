import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config';
import type { Operation } from '../contract';
import type { OperationMetrics, ServerMetrics } from '../metrics/metrics';
import './lifecycle';

type Hook = (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * The route-level hooks of one contract operation, made once at start (app.ts): an event stream is
 * known to the server's lifecycle (so a stop ends it with a reconnect hint, and the metrics count
 * it); with metrics on, each answer is one histogram observe, labelled by the operation (never by
 * the URL) and its status. With metrics off, an operation that is not a stream gets no hook at all.
 */
export function operationHooks(op: Operation, config: Config): { preHandler?: Hook[]; onResponse?: Hook[] } {
  const stream = op.responseContentType === 'text/event-stream';
  const hooks: { preHandler?: Hook[]; onResponse?: Hook[] } = {};
  if (stream) {
    hooks.preHandler = [
      function trackStream(this: FastifyInstance, _req, reply, done) {
        this.lifecycle?.trackStream(reply.raw);
        done();
      },
    ];
  }
  if (config.metricsToken) {
    let owner: ServerMetrics | null = null;
    let labels: OperationMetrics | null = null;
    hooks.onResponse = [
      function observe(this: FastifyInstance, _req, reply, done) {
        const metrics = this.metrics;
        // A stream's 200 lasts as long as the stream: its latency says nothing (live_streams counts it).
        if (metrics && !(stream && reply.statusCode === 200)) {
          if (owner !== metrics) {
            owner = metrics;
            labels = metrics.operation(op.operationId);
          }
          metrics.observe(labels as OperationMetrics, reply.statusCode, reply.elapsedTime);
        }
        done();
      },
    ];
  }
  return hooks;
}
