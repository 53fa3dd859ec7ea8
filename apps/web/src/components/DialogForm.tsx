import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A dialog's form: content and actions stay the dialog's column, so the content scrolls and the
 * actions stay in view (a plain <form> would make the whole paper scroll, on a phone past the buttons).
 */
export function DialogForm({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      {children}
    </Box>
  );
}
