import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { buildManager } from '@/testing/data';
import { apiError, signInAs } from '@/testing/handlers';
import { buildOpenApiDocument, serveOpenApiDocument } from '@/testing/openapi';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The toggle of one operation, found by its method and path. */
const operation = (method: string, path: string) =>
  screen.getByRole('button', { name: new RegExp(`^${method} ${path.replace(/[{}]/g, '\\$&')} `) });

/** The card (list item) that holds an operation's toggle. */
const card = (method: string, path: string) => operation(method, path).closest('li')!;

describe('/manager/api (API Reference)', () => {
  it('groups operations by tag, with who may call each, and opens one to its body and responses', async () => {
    signInAs(buildManager());
    serveOpenApiDocument();
    const { user } = renderApp('/manager/api');

    expect(await screen.findByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
    expect(await screen.findByText('Snapshot Studio API 0.1.0')).toBeVisible();
    // The document's notes, its Markdown drawn as elements.
    const about = screen.getByRole('region', { name: 'The OpenAPI document' });
    expect(within(about).getByText('Sessions', { selector: 'strong' })).toBeVisible();
    expect(within(about).getByText('POST /api/auth/login', { selector: 'code' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    // The tags are the overview: closed, each with its count and what it covers.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Products 3 operations',
      'Billing 2 operations',
      'Manager 1 operation',
      'Other 1 operation',
    ]);
    expect(screen.getByText('7 operations in 4 groups')).toBeInTheDocument();
    expect(screen.getByText('A creator’s products and their analysis.')).toBeVisible();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));

    const products = screen.getByRole('region', { name: 'Products 3 operations' });
    expect(
      within(products)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'GET /api/products List your products',
      'POST /api/products Create a product',
      'DELETE /api/products/{id} Delete a product',
    ]);
    expect(card('POST', '/api/products')).toHaveTextContent(
      'Who may call: Signed-in users with a verified email',
    );
    expect(card('GET', '/api/manager/users')).toHaveTextContent('Who may call: Managers only');
    expect(card('POST', '/api/billing/stripe-webhook')).toHaveTextContent(
      'Who may call: Stripe, with a signed webhook',
    );
    expect(card('GET', '/api/live')).toHaveTextContent('Who may call: Anyone, no sign-in');

    // Closed, an operation shows no details; opened, its body's fields with their limits.
    const create = operation('POST', '/api/products');
    expect(create).toHaveAttribute('aria-expanded', 'false');
    expect(within(card('POST', '/api/products')).queryByText('Request body')).toBeNull();
    await user.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    const details = within(card('POST', '/api/products'));
    expect(
      details.getByText('Creates an active product from images the caller already stored.'),
    ).toBeVisible();
    expect(details.getByText('createProduct')).toBeVisible();
    const name = details.getByText('name', { selector: 'code' }).closest('li')!;
    expect(name).toHaveTextContent('namestringrequired1–200 characters');
    const images = details.getByText('imageUrls', { selector: 'code' }).closest('li')!;
    expect(images).toHaveTextContent(
      'imageUrlsarray of stringoptionalat most 5 items · default: [] · each item: at least 1 character',
    );
    const source = details.getByText('sourceUrl', { selector: 'code' }).closest('li')!;
    expect(source).toHaveTextContent('sourceUrlstring | nulloptionala URL');

    // Responses: status and description; a `$ref`'s fields open on demand.
    const created = details.getByText('The created product').closest('li')!;
    expect(created).toHaveTextContent('201The created productapplication/jsonProduct');
    await user.click(within(created).getByRole('button', { name: 'Fields of the 201 response' }));
    expect(created).toHaveTextContent('statusstringrequiredone of: "draft", "active"');
    expect(created).toHaveTextContent('imageUrlstring | nullrequired');
    expect(details.getAllByText('The request was refused')).toHaveLength(2);
  });

  it('lists path and query parameters, and follows a schema that refers to itself', async () => {
    signInAs(buildManager());
    serveOpenApiDocument();
    const { user } = renderApp('/manager/api');

    await user.click(await screen.findByRole('button', { name: 'Expand all' }));
    await user.click(operation('DELETE', '/api/products/{id}'));
    expect(
      within(card('DELETE', '/api/products/{id}')).getByText('id').closest('li'),
    ).toHaveTextContent('idstringin pathrequireda UUID');

    await user.click(operation('GET', '/api/manager/users'));
    const users = within(card('GET', '/api/manager/users'));
    expect(users.getByText('page').closest('li')).toHaveTextContent(
      'pageintegerin queryoptional≥ 1 · default: 1',
    );
    expect(users.getByText('role').closest('li')).toHaveTextContent(
      'rolestringin queryoptionalone of: "user", "manager"Only users with this role',
    );
    await user.click(users.getByRole('button', { name: 'Fields of the 200 response' }));
    await user.click(users.getByRole('button', { name: 'Fields of items' }));
    expect(users.getByText('Each item:')).toBeVisible();
    const invitedBy = users.getByText('invitedBy').closest('li')!;
    expect(invitedBy).toHaveTextContent('invitedByUser | nulloptionalThe manager who invited them');
    // The same schema again, one level down, and again: read only as far as it is opened.
    await user.click(within(invitedBy).getByRole('button', { name: 'Fields of invitedBy' }));
    expect(within(invitedBy).getAllByText('invitedBy')).toHaveLength(2);
  });

  it('shows a union body as its variants', async () => {
    signInAs(buildManager());
    serveOpenApiDocument();
    const { user } = renderApp('/manager/api');

    await user.click(await screen.findByRole('button', { name: /^Billing / }));
    await user.click(operation('POST', '/api/billing/checkout'));
    const checkout = within(card('POST', '/api/billing/checkout'));
    expect(checkout.getByText('One of 2 shapes:')).toBeVisible();
    await user.click(checkout.getByRole('button', { name: 'Fields of kind: "tokens"' }));
    expect(checkout.getByText('amount').closest('li')).toHaveTextContent(
      'amountintegerrequired10 to 10000',
    );
  });

  it('filters by words in the method, path or summary and by who may call, from and into the URL', async () => {
    signInAs(buildManager());
    serveOpenApiDocument();
    const { user, router } = renderApp('/manager/api?access=manager');

    expect(await screen.findByText('1 of 7 operations in 1 group')).toBeInTheDocument();
    expect(screen.getByLabelText('Who may call')).toHaveValue('manager');
    await user.selectOptions(screen.getByLabelText('Who may call'), '');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'post products{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=post+products'));
    expect(screen.getByText('1 of 7 operations in 1 group')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'POST /api/products Create a product',
    ]);

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nothing like this{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No operation matches these filters' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show every operation' }));
    expect(await screen.findByText('7 operations in 4 groups')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the group and the operation a link names, and every group at once', async () => {
    signInAs(buildManager());
    serveOpenApiDocument();
    const { user } = renderApp('/manager/api#op-deleteproduct');

    expect(
      await screen.findByRole('button', { name: /^DELETE \/api\/products\/\{id\} / }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(operation('POST', '/api/products')).toHaveAttribute('aria-expanded', 'false');
    const groups = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => within(heading).getByRole('button').getAttribute('aria-expanded'));
    expect(groups()).toEqual(['true', 'false', 'false', 'false']);

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(groups()).toEqual(['true', 'true', 'true', 'true']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(groups()).toEqual(['false', 'false', 'false', 'false']);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);

    // One group by its own button.
    await user.click(screen.getByRole('button', { name: 'Manager 1 operation' }));
    expect(groups()).toEqual(['false', 'false', 'true', 'false']);
    expect(operation('GET', '/api/manager/users')).toBeVisible();
  });

  it('says when the document lists nothing, and when it could not be fetched', async () => {
    signInAs(buildManager());
    serveOpenApiDocument(buildOpenApiDocument({ paths: {} }));
    const empty = renderApp('/manager/api');
    expect(await screen.findByRole('heading', { name: 'No operations described' })).toBeVisible();
    empty.unmount();

    let calls = 0;
    server.use(
      http.get('/api/openapi.json', () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'internal_error')
          : HttpResponse.json(buildOpenApiDocument());
      }),
    );
    const { user } = renderApp('/manager/api');
    expect(await screen.findByText('Failed to fetch the API description.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('7 operations in 4 groups')).toBeInTheDocument();
  });

  it('shows a loading status until the document arrives', async () => {
    signInAs(buildManager());
    serveOpenApiDocument();
    renderApp('/manager/api');
    expect(
      await screen.findByRole('status', { name: 'Loading the API description' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('7 operations in 4 groups')).toBeInTheDocument();
  });
});
