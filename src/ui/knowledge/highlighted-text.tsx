import { Mark, Text, type TextProps } from '@chakra-ui/react';
import type { HighlightPart } from '../../../common/contracts/knowledge.contract';

export interface HighlightedTextProps extends TextProps {
  parts: readonly HighlightPart[];
}

/** A passage with the matched words marked: text parts only, never HTML. */
export function HighlightedText({ parts, ...rest }: HighlightedTextProps) {
  return (
    <Text {...rest}>
      {parts.map((part, index) =>
        part.match ? (
          <Mark key={index} bg="yellow.subtle" color="fg" fontWeight="semibold" px="0.5">
            {part.text}
          </Mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
