import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES, FIELD_MESSAGES } from '../../stores/checkout/checkout-messages';
import { checkoutAnswer, fieldErrors, json, networkFailure, step } from '../../fixtures/testing/checkout-test-server';
import {
  cleanShippingStores,
  held,
  KENT,
  resetShippingStores,
  section,
  shippingPage,
  withAddresses,
} from '../../fixtures/testing/shipping-test-page';

const NO_ADDRESS = withAddresses(checkoutAnswer(), []);
const SAVED = withAddresses(checkoutAnswer(), [KENT]);
const field = (name: string) => within(section()).getByRole('textbox', { name });
const stateSelect = () => within(section()).getByRole<HTMLSelectElement>('combobox', { name: 'State' });
const summary = () => within(section()).getByRole('alert', { name: 'Please check the following:' });
/** The ids a field's aria-describedby names, read back as text. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const TYPED = {
  'First name': 'Ada',
  'Last name': 'Cole',
  'Street address': '240 Kent Avenue',
  City: 'brooklyn',
  'Zip code': '11249',
  Phone: '718-555-0142',
};
const SENT = {
  first_name: 'Ada',
  last_name: 'Cole',
  street_address: '240 Kent Avenue',
  street_address_2: '',
  city: 'brooklyn',
  state: 'NY',
  zip: '11249',
  phone: '718-555-0142',
};

async function fillAddress(
  user: Awaited<ReturnType<typeof shippingPage>>['user'],
  values: Record<string, string> = TYPED,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.selectOptions(stateSelect(), 'NY');
}

beforeEach(resetShippingStores);
afterEach(cleanShippingStores);

describe('checkout-shipping: addresses', () => {
  describe('given no saved address', () => {
    it('opens the form at once, with autocomplete tokens and no Cancel', async () => {
      await shippingPage({}, NO_ADDRESS);
      const form = within(section()).getByRole('form', { name: 'New address' });
      expect(field('First name').getAttribute('autocomplete')).toBe('shipping given-name');
      expect(field('Street address').getAttribute('autocomplete')).toBe('shipping address-line1');
      expect(field('Apt, suite, etc. (optional)').hasAttribute('required')).toBe(false);
      expect(stateSelect().getAttribute('autocomplete')).toBe('shipping address-level1');
      expect(field('Phone').getAttribute('type')).toBe('tel');
      expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(within(section()).queryByRole('group', { name: 'Ship to' })).toBeNull();
    });

    it('a blank Save sends nothing: each field says what is missing, tied to it, and the summary takes focus', async () => {
      const { server, user } = await shippingPage({}, NO_ADDRESS);
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      const expected: Array<[HTMLElement, string]> = [
        [field('First name'), FIELD_MESSAGES.first_name_required],
        [field('Last name'), 'Please enter a last name.'],
        [field('Street address'), 'Please enter a street address.'],
        [field('City'), 'Please enter a city.'],
        [stateSelect(), 'Please enter a state.'],
        [field('Zip code'), 'Please enter a zip code.'],
        [field('Phone'), 'Please provide a Phone Number.'],
      ];
      for (const [element, message] of expected) {
        expect(element.getAttribute('aria-invalid')).toBe('true');
        expect(description(element)).toBe(message);
      }
      expect(field('Apt, suite, etc. (optional)').hasAttribute('aria-invalid')).toBe(false);
      // The submit awaits the store before it bumps the focus key: focus moves in a later render.
      await vi.waitFor(() => expect(document.activeElement).toBe(summary()));
      expect(
        within(summary())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(expected.map(([, message]) => message));
      await user.click(within(summary()).getByRole('link', { name: 'Please enter a city.' }));
      expect(document.activeElement).toBe(field('City'));
      expect(server.calls).toEqual([]);
    });

    it("an invalid zip and phone get the spec's invalid messages", async () => {
      const { server, user } = await shippingPage({}, NO_ADDRESS);
      await fillAddress(user, { ...TYPED, 'Zip code': '1124', Phone: '555-0142' });
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      expect(description(field('Zip code'))).toBe('Sorry, this Zip Code is invalid.');
      expect(description(field('Phone'))).toBe(
        'Sorry, this is an Invalid Phone Number. Please double check your entry.',
      );
      expect(within(summary()).getAllByRole('link')).toHaveLength(2);
      expect(server.calls).toEqual([]);
    });

    it('a server 422 shows its field messages and keeps every value typed', async () => {
      const { server, user } = await shippingPage(
        {
          [step('ajax_save_address')]: fieldErrors([
            { key: 'zip_invalid', field: 'zip', message: 'zip is not deliverable' },
          ]),
        },
        NO_ADDRESS,
      );
      await fillAddress(user);
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      await screen.findByRole('alert', { name: 'Please check the following:' });
      expect(server.calls.map((call) => call.body)).toEqual([SENT]);
      // The key's message, not the server's text.
      expect(description(field('Zip code'))).toBe('Sorry, this Zip Code is invalid.');
      // The summary takes focus in an effect, after the commit that findByRole saw.
      await vi.waitFor(() => expect(document.activeElement).toBe(summary()));
      for (const [label, value] of Object.entries(TYPED)) expect(field(label)).toHaveProperty('value', value);
      expect(stateSelect().value).toBe('NY');
    });

    it("a 500 on save says the spec's save message and keeps the values", async () => {
      const { user } = await shippingPage({ [step('ajax_save_address')]: json({ error: 'boom' }, 500) }, NO_ADDRESS);
      await fillAddress(user);
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      expect(await within(section()).findByText(CHECKOUT_MESSAGES.address_save_failed)).toHaveProperty('role', 'alert');
      expect(
        within(section()).getByText('There was an issue saving your address, please refresh your page and try again.'),
      ).toBeTruthy();
      expect(field('Street address')).toHaveProperty('value', '240 Kent Avenue');
    });

    it('while saving, Save says so and ignores another click', async () => {
      const saving = held(json(SAVED));
      const { server, user } = await shippingPage({ [step('ajax_save_address')]: saving.answer }, NO_ADDRESS);
      await fillAddress(user);
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      const busy = await within(section()).findByRole('button', { name: 'Saving…' });
      expect(busy.getAttribute('aria-busy')).toBe('true');
      await user.click(busy);
      await saving.release();
      await within(section()).findByRole('group', { name: 'Ship to' });
      expect(server.calls).toHaveLength(1);
    });
  });

  describe('given suggestions for the address entered', () => {
    const suggestion = {
      firstName: 'Ada',
      lastName: 'Cole',
      streetAddress: '240 Kent Ave',
      streetAddress2: '',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11249-4104',
      phone: '718-555-0142',
    };
    const suggesting = () => json({ ...NO_ADDRESS, suggestions: [suggestion], entered: SENT });

    it('lists them with the address as entered, focus on the heading; the pick is saved with verified=1', async () => {
      const { server, user } = await shippingPage(
        { [step('ajax_save_address')]: [suggesting(), json(SAVED)] },
        NO_ADDRESS,
      );
      await fillAddress(user);
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      const group = await within(section()).findByRole('group', { name: 'We found a more exact address' });
      // The heading takes focus in an effect, after the commit that findByRole saw.
      await vi.waitFor(() =>
        expect(document.activeElement).toBe(
          within(group).getByRole('heading', { name: 'We found a more exact address' }),
        ),
      );
      const radios = within(group).getAllByRole<HTMLInputElement>('radio');
      expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
      expect(within(group).getByRole('radio', { name: /^Ada Cole 240 Kent Ave Brooklyn, NY 11249-4104$/ })).toBe(
        radios[0],
      );
      expect(within(group).getByRole('radio', { name: /^Use the address as entered/ })).toBe(radios[1]);
      // The form waits out of sight, with what was typed.
      expect(within(section()).queryByRole('form')).toBeNull();

      await user.click(within(section()).getByRole('button', { name: 'Use this address' }));
      const shipTo = await within(section()).findByRole('group', { name: 'Ship to' });
      expect(server.calls[1]!.body).toEqual({
        first_name: 'Ada',
        last_name: 'Cole',
        street_address: '240 Kent Ave',
        street_address_2: '',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11249-4104',
        phone: '718-555-0142',
        verified: '1',
      });
      expect(within(section()).queryByRole('group', { name: 'We found a more exact address' })).toBeNull();
      // Focus moves in an effect, after the commit that findByRole saw.
      await vi.waitFor(() => expect(document.activeElement).toBe(within(shipTo).getByRole('radio', { checked: true })));
    });

    it('"Use the address as entered" saves what was typed; "Edit the address" goes back to the form with it', async () => {
      const { server, user } = await shippingPage(
        { [step('ajax_save_address')]: [suggesting(), suggesting(), json(SAVED)] },
        NO_ADDRESS,
      );
      await fillAddress(user);
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      await user.click(await within(section()).findByRole('button', { name: 'Edit the address' }));
      expect(document.activeElement).toBe(field('First name'));
      expect(field('Street address')).toHaveProperty('value', '240 Kent Avenue');

      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      await user.click(await within(section()).findByRole('radio', { name: /^Use the address as entered/ }));
      await user.click(within(section()).getByRole('button', { name: 'Use this address' }));
      await within(section()).findByRole('group', { name: 'Ship to' });
      expect(server.calls.map((call) => call.body)).toEqual([SENT, SENT, { ...SENT, verified: '1' }]);
    });
  });

  describe('given saved addresses', () => {
    const PINE = { ...KENT, id: 33, streetAddress: '9 Pine St', streetAddress2: '' };
    const TWO = withAddresses(checkoutAnswer(), [KENT, PINE]);

    it("lists them as 'Ship to' (the chosen one checked), each with Edit and Delete named by its street", async () => {
      const { server, user } = await shippingPage(
        { [step('ajax_select_address')]: json(withAddresses(TWO, [KENT, PINE], 33)) },
        TWO,
      );
      const group = within(section()).getByRole('group', { name: 'Ship to' });
      const kent = within(group).getByRole<HTMLInputElement>('radio', {
        name: 'Ada Cole 240 Kent Ave, Apt 4 Brooklyn, NY 11249',
      });
      expect(kent.checked).toBe(true);
      expect(within(group).getByRole('button', { name: 'Edit 240 Kent Ave' })).toBeTruthy();
      expect(within(group).getByRole('button', { name: 'Delete 9 Pine St' })).toBeTruthy();
      expect(within(section()).queryByRole('form')).toBeNull();

      await user.click(within(group).getByRole('radio', { name: /9 Pine St/ }));
      await vi.waitFor(() =>
        expect(within(group).getByRole<HTMLInputElement>('radio', { name: /9 Pine St/ }).checked).toBe(true),
      );
      expect(server.calls.map((call) => [call.path, call.body])).toEqual([
        ['/shop/checkout/ajax_select_address', { address_id: '33' }],
      ]);
    });

    it('Edit opens the form filled in; Save sends address_id; Cancel goes back to the Edit button', async () => {
      const { server, user } = await shippingPage({ [step('ajax_save_address')]: json(SAVED) }, SAVED);
      const edit = within(section()).getByRole('button', { name: 'Edit 240 Kent Ave' });
      await user.click(edit);
      within(section()).getByRole('form', { name: 'Edit address' });
      expect(document.activeElement).toBe(field('First name'));
      expect(field('Apt, suite, etc. (optional)')).toHaveProperty('value', 'Apt 4');
      expect(stateSelect().value).toBe('NY');
      await user.click(within(section()).getByRole('button', { name: 'Cancel' }));
      expect(within(section()).queryByRole('form')).toBeNull();
      expect(document.activeElement).toBe(edit);

      await user.click(edit);
      await user.clear(field('Phone'));
      await user.type(field('Phone'), '(718) 555-0199');
      await user.click(within(section()).getByRole('button', { name: 'Save address' }));
      await vi.waitFor(() => expect(within(section()).queryByRole('form')).toBeNull());
      expect(server.calls[0]!.body).toEqual({
        first_name: 'Ada',
        last_name: 'Cole',
        street_address: '240 Kent Ave',
        street_address_2: 'Apt 4',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11249',
        phone: '(718) 555-0199',
        address_id: '32',
      });
    });

    it("'Add a new address' opens an empty form; Cancel brings the button back, focused", async () => {
      const { user } = await shippingPage({}, SAVED);
      await user.click(within(section()).getByRole('button', { name: 'Add a new address' }));
      within(section()).getByRole('form', { name: 'New address' });
      expect(field('Street address')).toHaveProperty('value', '');
      await user.click(within(section()).getByRole('button', { name: 'Cancel' }));
      expect(document.activeElement).toBe(within(section()).getByRole('button', { name: 'Add a new address' }));
    });

    it('Delete posts the address id, is held while deleting, and the last one gone opens the form', async () => {
      const deleting = held(json(NO_ADDRESS));
      const { server, user } = await shippingPage({ [step('ajax_delete_address')]: deleting.answer }, SAVED);
      const remove = within(section()).getByRole('button', { name: 'Delete 240 Kent Ave' });
      await user.click(remove);
      await vi.waitFor(() => expect(remove.getAttribute('aria-busy')).toBe('true'));
      await user.click(remove);
      await deleting.release();
      await within(section()).findByRole('form', { name: 'New address' });
      expect(server.calls.map((call) => [call.path, call.body])).toEqual([
        ['/shop/checkout/ajax_delete_address', { address_id: '32' }],
      ]);
      // Focus moves in an effect, after the commit that findByRole saw.
      await vi.waitFor(() =>
        expect(document.activeElement).toBe(within(section()).getByRole('heading', { name: 'Shipping and delivery' })),
      );
    });

    it("a failed delete says the spec's delete message and keeps the address", async () => {
      const { user } = await shippingPage({ [step('ajax_delete_address')]: networkFailure }, SAVED);
      await user.click(within(section()).getByRole('button', { name: 'Delete 240 Kent Ave' }));
      expect(
        await within(section()).findByText(
          'There was an issue deleting your address, please refresh your page and try again.',
        ),
      ).toHaveProperty('role', 'alert');
      // Let go once the delete settles, a render after the alert.
      await vi.waitFor(() =>
        expect(
          within(section()).getByRole('button', { name: 'Delete 240 Kent Ave' }).hasAttribute('aria-disabled'),
        ).toBe(false),
      );
    });
  });
});
