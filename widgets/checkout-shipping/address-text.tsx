import type { AddressValues } from '../../stores/checkout/field-rules';

/**
 * An address on three lines. The spaces between the lines are for its accessible name (a radio's label):
 * without them the lines would run together ("Ines Park455 N ...").
 */
export function AddressText({ address }: { address: AddressValues }) {
  return (
    <span className="checkout-shipping__address">
      <span>
        {address.first_name} {address.last_name}
      </span>{' '}
      <span>
        {address.street_address}
        {address.street_address_2 ? `, ${address.street_address_2}` : ''}
      </span>{' '}
      <span>
        {address.city}, {address.state} {address.zip}
      </span>
    </span>
  );
}
