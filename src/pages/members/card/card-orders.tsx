// Fulfilment order status of the card (spec §3 Card fulfillment order; GET /utility/fulfillment/{id}):
// the latest order with its dates, or that there is none.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { cardOrdersQueryOptions, type FulfillmentOrder } from '@/api/queries/card';
import { formatDate } from '@/screens/auto-renew/format-date';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';

export function CardOrders({ membershipId }: { membershipId: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const orders = useQuery(cardOrdersQueryOptions(api, membershipId));
  return (
    <Card title="Card Order Status">
      {orders.data ? (
        orders.data.length === 0 ? (
          <p>No card orders for this membership.</p>
        ) : (
          <OrderFacts order={orders.data[0]!} />
        )
      ) : orders.isError ? (
        <Alert kind="failure">
          We could not load your card orders.{' '}
          <Button variant="link" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading your card orders…" />
      )}
    </Card>
  );
}

function OrderFacts({ order }: { order: FulfillmentOrder }) {
  return (
    <dl className="billing-card__facts" aria-label="Latest card order">
      <dt>Order</dt>
      <dd>{order.name}</dd>
      <dt>Status</dt>
      <dd className="member-card__status">{order.status}</dd>
      {order.card_reason__c && (
        <>
          <dt>Reason</dt>
          <dd>{order.card_reason__c}</dd>
        </>
      )}
      <dt>Ordered</dt>
      <dd>{formatDate(order.order_date__c)}</dd>
      {order.processed_date__c && (
        <>
          <dt>Processed</dt>
          <dd>{formatDate(order.processed_date__c)}</dd>
        </>
      )}
      {order.shipped_date__c && (
        <>
          <dt>Shipped</dt>
          <dd>{formatDate(order.shipped_date__c)}</dd>
        </>
      )}
    </dl>
  );
}
