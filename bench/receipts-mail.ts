import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { companyDecider, streams, userDecider } from '@spend/domain';
import { handleCommand, PostgresEventStore, systemClock } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { companiesProjection, membersProjection, ProjectionRunner, READ_MODEL_MIGRATIONS, type ReadModels } from '@spend/projections';
import { LocalStorage } from '../services/api/src/files/local-storage';
import { receiptPdf, startReceiptsMail } from '../services/api/src/receipts/testing';
import { memberBySender } from '../services/api/src/receipts/senders';
import { report, throughput } from './report';

const CLIENTS = 4;
const RUNS = 3;
const DOMAIN = 'receipts.bench.test';
const MB = 1024 * 1024;

/**
 * receipts.mail: messages/s through the receipts mail service, each a member's mail with a 200 kB
 * PDF: the sender found, the mail parsed and the PDF checked (magic bytes, parsed) on the mail
 * reader's worker threads, stored in the local file store (flushed to disk) with its upload row,
 * and its ReceiptReceived appended for the inbox
 * and the matching to follow. Baseline: the same messages from the same client to an SMTP sink
 * (smtp-server reading each message and keeping nothing), in the same run, alternating, best of 3 each.
 * The read models' runner is stopped once the member is known: the events wait for it ("queued"),
 * as they would for the projections service, which is another process.
 */

/** A database with a company and a member the mail service knows (members read model), made through commands. */
const setUp = async () => {
  const db = await createTestDatabase('bench_receipts_mail', [READ_MODEL_MIGRATIONS]);
  const projectorPool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 8 });
  const runnerStore = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
  const runner = new ProjectionRunner({ store: runnerStore, pool: projectorPool, projections: [companiesProjection, membersProjection] });
  runner.start();
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
  const readDb = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: db.urlAs('spend_api'), max: 10 }) }) });
  const [companyId, userId] = [randomUUID(), randomUUID()];
  const email = `member-${userId.slice(0, 8)}@mailbench.test`;
  const now = new Date().toISOString();
  const context = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  await handleCommand(store, streams.company(companyId), companyDecider, { type: 'CreateCompany', companyId, dbaName: 'Mailbench', parentCompanyId: null, isReseller: false, totalFunding: 1_000_000, now }, context());
  await handleCommand(store, streams.user(userId), userDecider, {
    type: 'CreateUser', userId, companyId, personId: randomUUID(), authId: null, email, firstName: 'Sam', lastName: 'Bench', title: 'Staff', embossName: null, roles: ['Spender'], now,
  }, context());
  const deadline = Date.now() + 60_000;
  while (!(await memberBySender(readDb, email))) {
    if (Date.now() > deadline) throw new Error('the members read model never showed the member');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await runner.stop();
  const close = async () => {
    await Promise.all([runnerStore.close(), store.close(), readDb.destroy(), projectorPool.end()]);
    await db.drop();
  };
  return { store, readDb, email, close };
};

export const run = async (): Promise<void> => {
  const COUNT = Number(process.env.BENCH_RECEIPT_MAILS ?? 200);
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-receipts-mail-'));
  const secret = randomBytes(32).toString('hex');
  const { store, readDb, email, close } = await setUp();
  const storage = new LocalStorage({ dir: filesDir, signingKey: randomBytes(32).toString('hex') });
  const mail = await startReceiptsMail({ db: readDb, store, storage, clock: systemClock, domain: DOMAIN, secret, maxMessageBytes: 25 * MB, maxReceiptBytes: 10 * MB });
  const sink = new SMTPServer({ authOptional: true, disabledCommands: ['AUTH', 'STARTTLS'], logger: false, disableReverseLookup: true, size: 25 * MB,
    onData: (stream, _session, callback) => {
      stream.on('end', () => callback());
      stream.resume();
    } });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const sinkTransport = nodemailer.createTransport({ host: '127.0.0.1', port: (sink.server.address() as AddressInfo).port, secure: false, ignoreTLS: true, pool: true, maxConnections: CLIENTS });
  try {
    const pdf = await receiptPdf('Bench Hotel', 200 * 1024 - 1024);
    // A new Message-ID each time: each mail is a new receipt, as it would be.
    const message = () => ({ from: email, to: `receipts@${DOMAIN}`, subject: 'Hotel folio', text: 'Attached.', messageId: `<${randomUUID()}@bench.test>`, attachments: [{ filename: 'folio.pdf', content: pdf }] });
    const toService = async () => void (await mail.send(message()));
    const toSink = async () => void (await sinkTransport.sendMail(message()));
    await throughput(CLIENTS, 20, toService);
    await throughput(CLIENTS, 20, toSink);
    const took: [number[], number[]] = [[], []];
    for (let i = 0; i < RUNS; i++) {
      took[0].push(await throughput(CLIENTS, COUNT, toSink));
      took[1].push(await throughput(CLIENTS, COUNT, toService));
    }
    report('receipts.mail', Math.max(...took[1]), 'messages/s', Math.max(...took[0]));
  } finally {
    sinkTransport.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    await mail.close();
    await close();
    rmSync(filesDir, { recursive: true, force: true });
  }
};
