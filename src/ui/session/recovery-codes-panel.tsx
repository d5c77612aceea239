import { useState } from 'react';
import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Copy, Download } from 'lucide-react';
import { useT } from '../i18n/i18n-context';
import { FormSuccessAlert } from './form-alerts';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The member says they kept them: the codes are not shown again. */
  onKept: () => void;
  /** Hands the text file to the browser's downloads (the page passes `saveFile`). */
  onDownload: (text: string) => void;
}

/**
 * The ten recovery codes, shown once (issue 36): copy, download, then "I have kept my codes".
 * The codes read left to right in every layout.
 */
export function RecoveryCodesPanel({ codes, onKept, onDownload }: RecoveryCodesPanelProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };
  return (
    <Stack gap="4">
      <Text>{t('auth.twoFactor.codesIntro')}</Text>
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
        <List.Root
          as="ol"
          dir="ltr"
          listStyleType="none"
          fontFamily="mono"
          display="grid"
          gridTemplateColumns="repeat(2, minmax(0, 1fr))"
          gap="1"
          aria-label={t('auth.twoFactor.codesTitle')}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List.Root>
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden />
          {t('auth.twoFactor.copy')}
        </Button>
        <Button variant="outline" onClick={() => onDownload(text)}>
          <Download aria-hidden />
          {t('auth.twoFactor.download')}
        </Button>
      </HStack>
      {copied && <FormSuccessAlert title={t('auth.twoFactor.copied')} />}
      <Button colorPalette="blue" onClick={onKept}>
        {t('auth.twoFactor.kept')}
      </Button>
    </Stack>
  );
}
