import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { inNamespace, NATS_NODES, report, waitFor, type NatsNode } from './cluster';

const STREAM = 'CLUSTER_CHECK';
/** How long the node stays cut off (the chaos run of issue #28 uses 60 s). */
const CUT_SECONDS = Number(process.env.CLUSTER_NATS_CUT_SECONDS ?? 20);

/** Publishes one message, retrying the same Nats-Msg-Id (the stream drops duplicates) until acknowledged. */
const publishAcked = async (js: JetStreamClient, n: number, deadlineMs: number): Promise<number> => {
  const msgID = randomUUID();
  for (;;) {
    try {
      return (await js.publish(`cluster.check.${n % 10}`, JSON.stringify({ n }), { msgID, timeout: 1000 })).seq;
    } catch (error) {
      if (Date.now() > deadlineMs) throw new Error(`publish ${n} not acknowledged before the deadline`, { cause: error });
      // Without a stream leader the publish fails at once ("no responders"): back off a little.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

/** The stream's message count as one node's own replica holds it (its monitoring port). */
const messagesOn = async (node: NatsNode): Promise<number> => {
  const response = await fetch(`http://${NATS_NODES[node]}:8222/jsz?accounts=true&streams=true`, { signal: AbortSignal.timeout(1000) });
  const jsz = (await response.json()) as { account_details?: { stream_detail?: { name: string; state: { messages: number } }[] }[] };
  const stream = jsz.account_details?.flatMap((a) => a.stream_detail ?? []).find((s) => s.name === STREAM);
  return stream?.state.messages ?? -1;
};

/**
 * Cuts the stream leader's node off (its link down) while publishing to an R3 stream through the
 * other two: prints cluster.failover.nats (seconds from the cut to the first acknowledged publish;
 * baseline the median publish latency before), then heals the link and waits for the node to hold
 * every acknowledged message again.
 */
export const natsPartition = async (): Promise<void> => {
  const all = Object.values(NATS_NODES).map((ip) => `nats://${ip}:4222`);
  const admin = await connect({ servers: all });
  const jsm = await jetstreamManager(admin);
  await jsm.streams.delete(STREAM).catch(() => false);
  const info = await jsm.streams.add({ name: STREAM, subjects: ['cluster.check.>'], num_replicas: 3, duplicate_window: 5 * 60e9 });
  const victim = info.cluster?.leader as NatsNode;
  await admin.close();
  // The publisher knows only the two nodes that stay, so its own connection survives the cut.
  const others = (Object.keys(NATS_NODES) as NatsNode[]).filter((n) => n !== victim);
  const nc = await connect({ servers: others.map((n) => `nats://${NATS_NODES[n]}:4222`), maxReconnectAttempts: -1 });
  const js = jetstream(nc);
  let published = 0;
  try {
    const latencies: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await publishAcked(js, published++, Date.now() + 10_000);
      latencies.push((performance.now() - started) / 1000);
    }
    const baseline = latencies.sort((a, b) => a - b)[latencies.length >> 1]!;
    await inNamespace(victim, 'ip', 'link', 'set', 'eth0', 'down');
    const cutAt = performance.now();
    console.error(`nats: cut ${victim} (the stream leader) off for ${CUT_SECONDS} s`);
    await publishAcked(js, published++, Date.now() + 60_000);
    const seconds = (performance.now() - cutAt) / 1000;
    while (performance.now() - cutAt < CUT_SECONDS * 1000) await publishAcked(js, published++, Date.now() + 60_000);
    const during = published - 201;
    await inNamespace(victim, 'ip', 'link', 'set', 'eth0', 'up');
    const healedAt = performance.now();
    console.error(`nats: ${during} publishes acknowledged while ${victim} was cut off; first ${seconds.toFixed(2)} s after the cut`);
    await waitFor(`${victim} to catch up`, 120, async () => (await messagesOn(victim)) === published);
    console.error(`nats: ${victim} holds all ${published} messages ${((performance.now() - healedAt) / 1000).toFixed(2)} s after the link came back`);
    // The healed node rejoining may move the meta leadership: the API answers "temporarily
    // unavailable" until the cluster settles, so the stream's own count is polled, not read once.
    let held = -1;
    await waitFor('the stream to answer with every acknowledged message', 60, async () => {
      held = (await (await jetstreamManager(nc)).streams.info(STREAM)).state.messages;
      return held === published;
    }).catch((error: unknown) => {
      throw new Error(`stream holds ${held} messages, ${published} acknowledged`, { cause: error });
    });
    report('cluster.failover.nats', seconds, 's', baseline);
  } finally {
    await inNamespace(victim, 'ip', 'link', 'set', 'eth0', 'up');
    await nc.close();
  }
};
