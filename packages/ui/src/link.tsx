import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

export type UiLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children?: ReactNode;
  /** Keep the scroll position (refinement links on a listing). */
  preventScrollReset?: boolean;
};

function PlainLink({ preventScrollReset: _ignored, ...props }: UiLinkProps) {
  return <a {...props} />;
}

const LinkContext = createContext<ComponentType<UiLinkProps>>(PlainLink);

/** The app plugs its router's link in (client-side navigation); Storybook and tests get a plain anchor. */
export const LinkProvider = LinkContext.Provider;

export function UiLink(props: UiLinkProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}
