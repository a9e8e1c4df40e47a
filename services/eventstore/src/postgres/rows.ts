import type { RawRecordedEvent, RecordedEvent } from '../types';

/** An events row as the driver returns it (bigints and xid8 as text). */
export interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  event_type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
}

export const COLUMNS =
  'global_position, transaction_id::text AS transaction_id, event_id, stream_name, stream_revision, event_type, data, metadata, created_at';

export const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.event_type,
  data: row.data,
  metadata: row.metadata,
  streamName: row.stream_name,
  revision: BigInt(row.stream_revision),
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  createdAt: row.created_at,
});

/** An events row read with its data and metadata cast to text, and its time in epoch milliseconds (bigint text). */
export interface RawEventRow extends Omit<EventRow, 'data' | 'metadata' | 'created_at'> {
  data: string;
  metadata: string;
  created_at: string;
}

export const toRawRecorded = (row: RawEventRow): RawRecordedEvent => ({
  id: row.event_id,
  type: row.event_type,
  dataJson: row.data,
  metadataJson: row.metadata,
  streamName: row.stream_name,
  revisionText: row.stream_revision,
  positionText: `${row.transaction_id}:${row.global_position}`,
  createdAt: new Date(Number(row.created_at)),
});
