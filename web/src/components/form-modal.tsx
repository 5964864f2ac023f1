import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Given the phone flag, so a form can lay itself out tighter there. */
  children: ReactNode | ((phone: boolean) => ReactNode);
}

/**
 * A wide dialog holding a long form: it fills a phone's screen (sliding up) and floats on larger ones. A click
 * outside does not close it, so a half-filled form is not lost; its content is unmounted while closed.
 */
export function FormModal({ opened, onClose, title, children }: FormModalProps) {
  const phone = Boolean(useMediaQuery('(max-width: 48em)'));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ transition: phone ? 'slide-up' : 'pop' }}
    >
      {typeof children === 'function' ? children(phone) : children}
    </Modal>
  );
}
