import { Link } from 'react-router-dom';

import { LegalPage } from '@/components/layouts/legal-page';

const sections = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: (
      <>
        <p>
          These terms govern your use of Snapshot Studio, an online service that turns product
          images into marketing and social-media content with artificial intelligence (the
          &ldquo;Service&rdquo;). By creating an account, starting a demo or otherwise using the
          Service you agree to them. If you use the Service for a business, you accept them on its
          behalf and confirm you may do so.
        </p>
        <p>
          You must be at least 16 years old, and old enough to enter a binding contract where you
          live, to use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details when you sign up and keep your email address current.</li>
        <li>
          Verify your email address. Spending tokens and using the AI features need a verified
          address.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account;
          tell us at once if you think someone else has used it.
        </li>
        <li>
          If you sign in with Google, Google&apos;s own terms also apply to that sign-in. We only
          receive your name, email address and whether Google has verified it.
        </li>
      </ul>
    ),
  },
  {
    id: 'tokens',
    title: 'Tokens, subscriptions and payments',
    body: (
      <>
        <p>
          AI actions, such as generating images or analysing a product, cost tokens (also called
          credits). The price of each action is shown before you start it. Every account may run one
          free demo; after that you need tokens.
        </p>
        <ul>
          <li>
            Subscriptions renew automatically each month and add that month&apos;s token allowance
            to your balance until you cancel. You can cancel at any time; the plan then runs to the
            end of the period you paid for.
          </li>
          <li>
            Tokens have no cash value, cannot be transferred or exchanged, and are not refunded when
            a subscription ends, except where the law requires it.
          </li>
          <li>
            Payments are handled by our payment provider; we never see or store your full card
            details. Prices include the taxes we are required to charge unless stated otherwise.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your images and the content you generate',
    body: (
      <>
        <p>
          You keep all rights you hold in the images, product details and web addresses you submit
          (&ldquo;Inputs&rdquo;). You give us a worldwide, non-exclusive licence to store, copy and
          process Inputs, and to send them to the AI providers we use, only as needed to run the
          Service for you.
        </p>
        <p>
          As between you and us, the images and text the Service generates for you
          (&ldquo;Outputs&rdquo;) are yours to use, including commercially, subject to these terms
          and to the rights of others. AI systems can produce similar results for different users,
          so Outputs may not be unique.
        </p>
        <p>
          You confirm that you own your Inputs or have permission to use them, and that neither they
          nor your use of the Outputs infringe anyone&apos;s rights.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You must not use the Service to:</p>
        <ul>
          <li>
            upload or create content that infringes trademarks, copyright or other rights, such as
            other companies&apos; logos or brands, copyrighted characters, or people (including
            celebrities) whose permission you do not have;
          </li>
          <li>
            create sexual, violent, hateful, harassing or illegal content, or anything involving
            minors in an inappropriate way;
          </li>
          <li>
            make misleading advertising, fake reviews or claims about a product that are not true;
          </li>
          <li>
            get around token charges, rate limits, content filters or the one-demo-per-person rule,
            for example by opening several accounts;
          </li>
          <li>
            scrape, overload, probe or reverse-engineer the Service, or use it to build a competing
            service.
          </li>
        </ul>
        <p>
          Our systems may refuse to process content flagged as sensitive. We may remove content and
          suspend accounts that break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'ai-output',
    title: 'AI output',
    body: (
      <p>
        Outputs are produced automatically and can contain mistakes: wrong colours, altered details,
        inaccurate descriptions or unintended resemblances. Check every Output before you publish
        it. You are responsible for how you use Outputs, including making sure your marketing
        complies with advertising and consumer-protection law and with the rules of the platforms
        you publish on.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Changes and availability',
    body: (
      <p>
        We improve the Service continually and may change, add or remove features, snaps and prices.
        We will tell you in advance about changes that reduce what a paid plan includes. We aim to
        keep the Service available but do not promise it will be uninterrupted or free of errors;
        keep your own copies of Outputs you need.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use',
    body: (
      <p>
        You can stop using the Service and ask us to delete your account at any time. We may suspend
        or close an account that breaks these terms or the law, or that puts the Service or other
        users at risk; where we reasonably can, we will tell you why first. Sections 4, 6, 9 and 10
        continue to apply after your account ends.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          The Service is provided &ldquo;as is&rdquo;. To the extent the law allows, we exclude
          implied warranties such as fitness for a particular purpose, and we are not liable for
          indirect or consequential losses, lost profits or lost data.
        </p>
        <p>
          To the extent the law allows, our total liability to you is limited to the amount you paid
          us in the twelve months before the claim. Nothing in these terms limits liability that
          cannot be limited by law, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Claims by others',
    body: (
      <p>
        If someone makes a claim against us because of your Inputs, or because of how you used the
        Service or its Outputs in breach of these terms, you will cover the reasonable costs of that
        claim.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. For material changes we will email you or show a notice in the
        app at least 14 days before they take effect. If you keep using the Service after that, the
        new terms apply; if you do not agree, you can close your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: reply to any email the Service has sent you and it reaches our
        support team. How we handle personal data is set out in our{' '}
        <Link to="/privacy" className="text-brand-700 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
] as const;

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="21 November 2026"
      intro={
        <p>
          Please read these terms carefully. They explain what you can expect from Snapshot Studio,
          what we expect from you, and how tokens, subscriptions and the content you generate work.
        </p>
      }
      sections={sections}
    />
  );
}
