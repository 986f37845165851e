import { Link } from 'react-router-dom';

import { LegalPage } from '@/components/layouts/legal-page';

const sections = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, whether it is verified, your
          role, and your password, which we store only as a one-way hash. If you sign in with Google
          we receive your name, email address and Google account identifier.
        </li>
        <li>
          <strong>What you submit:</strong> product images, product names and descriptions, web
          addresses of product pages, and the content generated from them.
        </li>
        <li>
          <strong>Tokens and payments:</strong> your balance, every token transaction and your
          subscription. Card details go straight to our payment provider; we do not receive them.
        </li>
        <li>
          <strong>Feedback:</strong> the ratings and comments you choose to give on generated
          content.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type, request and error logs, used to
          run, secure and debug the Service.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <>
        <ul>
          <li>
            To provide the Service: run the AI workflows you start, store your products and content,
            and keep your token balance (performance of our contract with you).
          </li>
          <li>
            To keep accounts safe: verify email addresses, reset passwords, limit repeated sign-in
            attempts and prevent abuse of free demos (our legitimate interest in security).
          </li>
          <li>To bill subscriptions and keep the records tax law requires (legal obligation).</li>
          <li>
            To send the emails the Service needs, such as verification and password-reset links. We
            only send marketing email if you have agreed to it, and every such email lets you opt
            out.
          </li>
          <li>To improve results, using your feedback and aggregated usage statistics.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for third-party advertising.</p>
      </>
    ),
  },
  {
    id: 'ai-processing',
    title: 'How AI processes your images',
    body: (
      <p>
        When you run a snap or an analysis, the images and text involved are sent to the AI model
        providers we work with, who process them on our behalf to return the result. We choose
        providers whose terms keep that data confidential and restrict its use to providing their
        service to us. Automated filters may check images for sensitive or infringing content before
        processing.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>Only with service providers who help us run the Service, under contract:</p>
        <ul>
          <li>hosting, database and file storage providers;</li>
          <li>AI model providers, as described above;</li>
          <li>our email delivery provider;</li>
          <li>our payment provider, for subscriptions and token purchases;</li>
          <li>Google, if you choose to sign in with Google.</li>
        </ul>
        <p>
          We also disclose data when the law requires it, or to protect the rights and safety of our
          users and the Service. Some providers may process data outside your country; where they
          do, we use safeguards such as the European Commission&apos;s standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <ul>
        <li>
          One session cookie keeps you signed in. It is strictly necessary and cannot be switched
          off while you use your account.
        </li>
        <li>
          Your browser&apos;s local storage may briefly hold a demo you started before signing in
          (for up to one hour) and a style you picked on the home page, so we can continue after you
          sign in.
        </li>
        <li>
          Session storage remembers that you dismissed the email-verification reminder until you
          close the browser.
        </li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account data, products and content for as long as your account is open. When
        you delete your account we delete them within 30 days, apart from payment and transaction
        records that tax law requires us to keep, usually for several years. Technical logs are
        deleted after 90 days. Sign-in links expire: verification and password-reset links stop
        working after a short time or once used.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data travels encrypted over HTTPS. Passwords are stored only as salted hashes. Setting a new
        password ends every signed-in session of your account. Only staff who need it to run the
        Service can reach personal data, and their access is logged.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Depending on where you live, you have the right to access your data, correct it, delete
          it, receive a copy in a portable format, object to or restrict some uses, and withdraw
          consent you gave. You can correct most details yourself in Settings, and ask us to do the
          rest.
        </p>
        <p>
          You can also complain to your local data-protection authority, though we would appreciate
          the chance to resolve your concern first.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not meant for anyone under 16, and we do not knowingly collect their data. If
        you believe a child has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change here with a new date, and tell you by email or in the app before a
        significant change takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        To exercise your rights or ask a question, reply to any email the Service has sent you; it
        reaches our team, and we answer within 30 days. The rules for using the Service are in our{' '}
        <Link to="/terms" className="text-brand-700 underline underline-offset-2">
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
] as const;

export function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="21 November 2026"
      intro={
        <p>
          This policy explains what personal data Snapshot Studio collects when you use our AI
          marketing platform, why, who we share it with, how long we keep it, and the choices and
          rights you have.
        </p>
      }
      sections={sections}
    />
  );
}
