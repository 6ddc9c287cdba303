/**
 * Issue 13: in WhatsApp mode the composer (which sends SMS) sends nothing and says why; a
 * failed check brings the first problem into view and focuses it. (Voice mode has its own
 * sending since issue 16: voice/VoiceComposer.test.tsx.)
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';

test.each(['whatsapp'] as const)('in %s mode the composer says sending is not available, and no send-campaign or test request is made', async (mode) => {
  const sent = serveComposer();
  const tests: unknown[] = [];
  server.use(http.post(apiUrl('/campaigns/send-example-campaign'), () => (tests.push(1), HttpResponse.json({ data: { status: 1 } }))));
  renderCampaignPage('/campaign/55', 'en', mode);
  await screen.findByText('Total recipients: 3');
  const channel = 'WhatsApp';
  expect(
    screen.getByText(`Sending ${channel} campaigns is not available in this installation yet. This page sends text messages (SMS) only, so it sends nothing in ${channel} mode: switch to SMS mode to send texts.`),
  ).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  // The reason is the notice itself.
  expect(send).toHaveAccessibleDescription(/is not available in this installation yet/);
  expect(screen.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Send a test' })).toBeDisabled();
  fireEvent.click(send);
  fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send a test' }));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(sent).toHaveLength(0);
  expect(tests).toHaveLength(0);
  expect(screen.queryByText('Send the campaign?')).not.toBeInTheDocument();
});

test('switching to SMS mode from the notice sends as before', async () => {
  const sent = serveComposer();
  renderCampaignPage('/campaign/55', 'en', 'whatsapp');
  await screen.findByText('Total recipients: 3');
  fireEvent.click(screen.getByRole('button', { name: 'Switch to SMS' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ validation: true, campaign_type: '1' });
});

test('Send with an empty message scrolls to the message box and focuses it', async () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  try {
    // A saved campaign with its recipients and no text yet.
    const sent = serveComposer({ campaign: draft({ smsContent: '' }) });
    renderCampaignPage('/campaign/55');
    await screen.findByText('Total recipients: 3');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('textbox', { name: 'Message text' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0].contains(box)).toBe(true);
    expect(screen.getByText('Write the message text.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});

test('with no recipients either, the recipients come first (they are first on the page)', async () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  try {
    serveComposer();
    renderCampaignPage('/campaign');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toHaveTextContent('Choose at least one recipient.');
    expect(scrolled[0].contains(document.activeElement)).toBe(true);
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});

test('in voice mode the composer no longer says voice is missing: it offers a recording and a calling number, and no draft or SMS test', async () => {
  serveComposer();
  renderCampaignPage('/campaign/55', 'en', 'voice');
  await screen.findByText('Total recipients: 3');
  expect(screen.queryByText(/is not available in this installation yet/)).not.toBeInTheDocument();
  // Voice mode's sections are loaded when first shown (issue 13): they may come a moment later.
  expect(await screen.findByText('The recording')).toBeInTheDocument();
  expect(await screen.findByText('Calling number')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Message text' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send a test' })).not.toBeInTheDocument();
});
