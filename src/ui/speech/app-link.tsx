import { Link } from '@chakra-ui/react';

/** A link inside the app: the router navigates, and the address still opens in a new tab. */
export function AppLink(props: {
  href: string;
  label: string;
  onNavigate: (href: string) => void;
}) {
  return (
    <Link
      href={props.href}
      colorPalette="blue"
      fontWeight="semibold"
      textDecoration="underline"
      onClick={(event) => {
        event.preventDefault();
        props.onNavigate(props.href);
      }}
    >
      {props.label}
    </Link>
  );
}
