import { LONG_TEXT_MAX } from '@clinic/contract';
import { Textarea, type TextareaProps } from '@mantine/core';

/**
 * A free text (notes, a reason, a description, a bio): it grows with what is typed and stops at the length the
 * server accepts, so that nothing typed is refused on saving. A caller may give more rows to start with.
 */
export function LongTextField(props: TextareaProps) {
  return <Textarea autosize minRows={2} maxLength={LONG_TEXT_MAX} {...props} />;
}
