import { useStore } from '@nanostores/react';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal/modal';
import { useFirstInstance } from '../../shared/use-first-instance';
import { $loyalty } from '../../stores/loyalty/loyalty';
import { declineLoyalty, enrolInLoyalty } from '../../stores/loyalty/loyalty-signup';
import { loyaltyBenefitText } from '../../stores/loyalty/loyalty-rules';
import { $user } from '../../stores/user/user';
import './loyalty-modal.css';

// welcome gift: 20 points on loyalty signup
const WELCOME_GIFT_POINTS = 20;

/**
 * The Table's signup modal, for a member not enrolled: Join Now enrols and reloads; 'No, maybe later' or any
 * way of closing opts out for 30 days. A failed enrolment leaves Join Now busy, as the spec says.
 */
export function LoyaltyModal() {
  const { showLoyaltyModal, enrolling } = useStore($loyalty);
  const { id } = useStore($user);
  // A slot pasted twice (CMS): the first shows the modal, the others nothing (one console warning each).
  const first = useFirstInstance('loyalty-modal');
  if (!first) return null;
  // Closed rather than unmounted when the user goes (a logout): the dialog closes the way it opened.
  const decline = () => {
    if (id !== null) declineLoyalty(id);
  };
  const join = () => {
    if (id !== null) void enrolInLoyalty(id);
  };

  return (
    <Modal.Root open={showLoyaltyModal && id !== null} onOpenChange={(open) => open || decline()}>
      <Modal.Content className="loyalty-modal">
        <Modal.Close label="Close" />
        <Modal.Title>Join The Table</Modal.Title>
        <Modal.Description>Join The Table and get a welcome gift of {WELCOME_GIFT_POINTS} points.</Modal.Description>
        {/* A new member starts at INSIDER, the default tier; the sentence form reads well in a dialog at any width. */}
        <p>{loyaltyBenefitText('INSIDER', 'desktop')}</p>
        <div className="loyalty-modal__actions">
          <Button loading={enrolling} onClick={join}>
            Join Now
          </Button>
          <Button variant="secondary" onClick={decline}>
            No, maybe later
          </Button>
        </div>
        <p className="loyalty-modal__status" role="status">
          {enrolling ? 'Joining The Table…' : ''}
        </p>
        <p className="loyalty-modal__legal">
          By joining you agree to our <a href="/terms">Terms of Use</a> and <a href="/privacy">Privacy Policy</a>.
        </p>
      </Modal.Content>
    </Modal.Root>
  );
}
