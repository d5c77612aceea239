import { useEffect, useId, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';

export interface MermaidDiagramProps {
  /** Mermaid source, generated from a machine definition. */
  source: string;
  /** State ids (Mermaid ids) to highlight as active. */
  activeIds?: string[];
  title: string;
}

const ACTIVE_STYLE = 'classDef active fill:#fde68a,stroke:#92400e,stroke-width:3px,color:#1c1917';

function withActive(source: string, activeIds: string[]): string {
  if (activeIds.length === 0) return source;
  return `${source}\n  ${ACTIVE_STYLE}\n  class ${activeIds.join(',')} active`;
}

/** Renders a generated state diagram; mermaid is loaded only when a diagram is shown. */
export function MermaidDiagram({ source, activeIds = [], title }: MermaidDiagramProps) {
  const t = useT();
  const id = `diagram-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string>();
  const [failed, setFailed] = useState(false);
  const text = withActive(source, activeIds);

  useEffect(() => {
    let current = true;
    void import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
        const result = await mermaid.render(id, text);
        if (current) setSvg(result.svg);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [id, text]);

  if (failed) {
    return (
      <Box as="pre" role="img" aria-label={title} fontSize="xs" overflowX="auto">
        {source}
      </Box>
    );
  }
  if (!svg) return <Text aria-busy="true">{t('flows.rendering')}</Text>;
  return (
    <Box
      role="img"
      aria-label={title}
      overflowX="auto"
      data-testid="state-diagram"
      // Mermaid's own output, rendered with securityLevel 'strict' (sanitised, no scripts).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
