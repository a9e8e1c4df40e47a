import type { Timestamp } from '../column-types';

/** A company's webhook endpoint (migration 171); deleted ones are removed. No secret is kept here. */
export interface WebhookEndpointsTable {
  endpoint_id: string;
  company_id: string;
  url: string;
  event_types: string[];
  enabled: boolean;
  created_at: Timestamp;
  secret_rotated_at: Timestamp | null;
  updated_at: Timestamp;
}

/** One message to one endpoint (migration 171): its latest state. */
export interface WebhookDeliveriesTable {
  delivery_id: string;
  company_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Each attempt of a delivery (migration 171): the delivery log. */
export interface WebhookDeliveryAttemptsTable {
  delivery_id: string;
  attempt: number;
  company_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  outcome: 'DELIVERED' | 'RETRYING' | 'FAILED';
  attempted_at: Timestamp;
}

export interface WebhooksReadModels {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
}
