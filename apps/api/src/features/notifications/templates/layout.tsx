/** @jsxRuntime automatic */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { theme } from './theme';

type LayoutProps = {
  shopName: string;
  preview: string;
  heading: string;
  children: ReactNode;
  action?: { label: string; url: string };
};

/**
 * The frame every mail shares: one narrow column (reads on a phone without zooming), the
 * shop's name on top, a heading, the body, one button and a quiet footer.
 */
export function Layout({ shopName, preview, heading, children, action }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: theme.ivory, color: theme.ink, fontFamily: theme.font, margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
          <Text
            style={{
              fontFamily: theme.serif,
              fontSize: '22px',
              color: theme.plum,
              margin: '0 0 12px',
              textAlign: 'center',
            }}
          >
            {shopName}
          </Text>
          <Section
            style={{
              backgroundColor: theme.card,
              border: `1px solid ${theme.line}`,
              borderRadius: '16px',
              padding: '20px',
            }}
          >
            <Heading
              as="h1"
              style={{ fontFamily: theme.serif, fontSize: '22px', color: theme.plum, margin: '0 0 12px' }}
            >
              {heading}
            </Heading>
            {children}
            {action ? (
              <Section style={{ textAlign: 'center', marginTop: '20px' }}>
                <Button
                  href={action.url}
                  style={{
                    backgroundColor: theme.plum,
                    color: '#ffffff',
                    borderRadius: '999px',
                    padding: '12px 24px',
                    fontSize: '15px',
                    fontWeight: 600,
                    textDecoration: 'none',
                  }}
                >
                  {action.label}
                </Button>
                <Text style={{ fontSize: '12px', color: theme.muted, margin: '12px 0 0' }}>{action.url}</Text>
              </Section>
            ) : null}
          </Section>
          <Hr style={{ borderColor: theme.line, margin: '20px 0 8px' }} />
          <Text style={{ fontSize: '12px', color: theme.muted, textAlign: 'center', margin: 0 }}>
            {shopName}: you get this mail because of an order at our shop.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}>{children}</Text>;
}
