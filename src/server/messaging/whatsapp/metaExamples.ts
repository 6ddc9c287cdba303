/**
 * Meta's own example bodies (shared/design/WHATSAPP-CLOUD-API.md, which names each source: the
 * OpenAPI "OAS", the docs pages M-ERR, M-STAT, M-TPLWH, M-ACC, M-PNQ, M-MEDIA, M-SEND), values
 * shortened. The client's tests answer with these and the parser's tests read them, so the
 * client and the simulator are both held to Meta rather than to each other.
 */

export const exampleWabaId = '102290129340398';
export const examplePhoneNumberId = '106540352242922';
export const exampleDisplayPhone = '15550783881';

/** M-SEND / OAS MessageResponsePayload, a template send (message_status only on templates). */
export const sendResponse = {
  messaging_product: 'whatsapp',
  contacts: [{ input: '+16505551234', wa_id: '16505551234' }],
  messages: [{ id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA', message_status: 'accepted' }],
};

/** A free-form send: no message_status. */
export const sendTextResponse = {
  messaging_product: 'whatsapp',
  contacts: [{ input: '16505551234', wa_id: '16505551234' }],
  messages: [{ id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBJCNDFGMUMzNTg4QTJBNEYwQTQA' }],
};

/** M-ERR envelopes. */
export const errorReEngagement = {
  error: {
    message: '(#131047) Re-engagement message',
    type: 'OAuthException',
    code: 131047,
    error_data: { messaging_product: 'whatsapp', details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' },
    fbtrace_id: 'AbCdEfGhIjKlMnOpQrStUvW',
  },
};

export const errorThroughput = {
  error: {
    message: '(#130429) Rate limit hit',
    type: 'OAuthException',
    code: 130429,
    error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
    error_subcode: 2494055,
    fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
  },
};

export const errorTemplateMissing = {
  error: {
    message: '(#132001) Template name does not exist in the translation',
    type: 'OAuthException',
    code: 132001,
    error_data: { messaging_product: 'whatsapp', details: 'template name (order_update) does not exist in he' },
    fbtrace_id: 'A3Pwvd2KxHBb6tKXN2YCDhN',
  },
};

/** OAS: an expired token, HTTP 401, subcode 463; no `(#code)` in the message, a user title instead. */
export const errorTokenExpired = {
  error: {
    message: 'Error validating access token: Session has expired on Friday, 27-Nov-26 10:00:00 PST.',
    type: 'OAuthException',
    code: 190,
    error_subcode: 463,
    error_user_title: 'Access token expired',
    error_user_msg: 'Reconnect the WhatsApp Business Account.',
    fbtrace_id: 'Ab12Cd34Ef56',
  },
};

/** §4: template create request (OAS example) and its answer. */
export const templateCreateRequest = {
  name: 'seasonal_promotion_text_only',
  language: 'en',
  category: 'MARKETING' as const,
  components: [
    { type: 'HEADER' as const, format: 'TEXT' as const, text: 'Our {{1}} is on!', example: { header_text: ['Summer Sale'] } },
    { type: 'BODY' as const, text: 'Shop now through {{1}} and use code {{2}} to get {{3}} off.', example: { body_text: [['the end of August', '25OFF', '25%']] } },
    { type: 'FOOTER' as const, text: 'Use the buttons below to manage your subscriptions' },
    {
      type: 'BUTTONS' as const,
      buttons: [
        { type: 'QUICK_REPLY' as const, text: 'Unsubscribe from Promos' },
        { type: 'URL' as const, text: 'Shop Now', url: 'https://x.example/shop?promo={{1}}', example: ['summer2023'] },
        { type: 'PHONE_NUMBER' as const, text: 'Call', phone_number: '16467043595' },
      ],
    },
  ],
};

export const templateCreateResponse = { id: '1689556908129832', status: 'PENDING', category: 'UTILITY' };

/** OAS list answer, two pages: the first names the next by `paging.next` (an absolute URL). */
export const templateListPage1 = (next: string) => ({
  data: [
    {
      name: 'seasonal_promotion_text_only',
      components: templateCreateRequest.components,
      language: 'en',
      status: 'APPROVED',
      category: 'MARKETING',
      id: '1689556908129832',
    },
  ],
  paging: { cursors: { before: 'MAZDZD', after: 'MQZDZD' }, next },
});

export const templateListPage2 = {
  data: [
    {
      name: 'order_update',
      components: [{ type: 'BODY', text: 'Hello {{1}}, order {{2}} is on its way.', example: { body_text: [['Dana', '#123']] } }],
      language: 'he',
      status: 'REJECTED',
      category: 'UTILITY',
      rejected_reason: 'INVALID_FORMAT',
      id: '1689556908129833',
    },
  ],
  paging: { cursors: { before: 'MgZDZD', after: 'MgZDZD' } },
};

export const successResponse = { success: true };

/** §6 M-MEDIA: upload answer and the resolve answer (file_size a string; the URL lives 5 minutes). */
export const mediaUploadResponse = { id: '1037543291543636' };
export const mediaUrlResponse = (url: string) => ({
  messaging_product: 'whatsapp',
  url,
  mime_type: 'image/jpeg',
  sha256: 'e2c4fd3cb5d8a0a3e1e8a3f6c3f2c7a8f1e6b0d8c9a7b6e5d4c3b2a1f0e9d8c7',
  file_size: '303833',
  id: '1037543291543636',
});

/** §5 OAS: GET business profile. */
export const businessProfileResponse = {
  data: [
    {
      about: 'Succulent specialists!',
      address: '1 Hacker Way, Menlo Park, CA 94025',
      description: 'We specialize in succulents.',
      email: 'lucky@luckyshrub.com',
      profile_picture_url: 'https://pps.whatsapp.net/v/t61.24694-24/455955557_1050839439927286_n.jpg',
      websites: ['https://www.luckyshrub.com'],
      vertical: 'RETAIL',
      messaging_product: 'whatsapp',
    },
  ],
};

export const addPhoneNumberResponse = { id: examplePhoneNumberId };
export const verifyCodeResponse = { success: true, id: examplePhoneNumberId };

const metadata = { display_phone_number: exampleDisplayPhone, phone_number_id: examplePhoneNumberId };
const messagesChange = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: exampleWabaId, changes: [{ value: { messaging_product: 'whatsapp', metadata, ...value }, field: 'messages' }] }],
});

const pricingMarketing = { billable: true, pricing_model: 'PMP', type: 'regular', category: 'marketing' };

/** M-STAT: sent (pricing, conversation with expiry), delivered (pricing once more), read, failed (errors). */
export const statusSent = messagesChange({
  statuses: [
    {
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA',
      status: 'sent',
      timestamp: '1750030073',
      recipient_id: '16505551234',
      biz_opaque_callback_data: 'campaign-7:recipient-42',
      conversation: { id: '72b1a1c0b6b0a2f1d9e3c4b5a6f7e8d9', expiration_timestamp: '1750116480', origin: { type: 'marketing' } },
      pricing: pricingMarketing,
    },
  ],
});

export const statusDelivered = messagesChange({
  statuses: [
    {
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA',
      status: 'delivered',
      timestamp: '1750030075',
      recipient_id: '16505551234',
      biz_opaque_callback_data: 'campaign-7:recipient-42',
      pricing: pricingMarketing,
    },
  ],
});

export const statusRead = messagesChange({
  statuses: [{ id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA', status: 'read', timestamp: '1750030090', recipient_id: '16505551234', biz_opaque_callback_data: 'campaign-7:recipient-42' }],
});

export const statusFailed = messagesChange({
  statuses: [
    {
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBJBMDA2QjJDNEQ1RTZGNzg5MAA',
      status: 'failed',
      timestamp: '1750030080',
      recipient_id: '16505551234',
      errors: [
        {
          code: 131049,
          title: 'This message was not delivered to maintain healthy ecosystem engagement.',
          message: 'This message was not delivered to maintain healthy ecosystem engagement.',
          error_data: { details: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.' },
          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
        },
      ],
    },
  ],
});

const contact = { profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' };

/** Inbound messages (OAS examples). */
export const inboundText = messagesChange({
  contacts: [contact],
  messages: [{ from: '16505551234', id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=', timestamp: '1749416383', type: 'text', text: { body: 'Does it come in another color?' } }],
});

export const inboundImage = messagesChange({
  contacts: [contact],
  messages: [
    {
      from: '16505551234',
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=',
      timestamp: '1750090702',
      type: 'image',
      image: { caption: 'Is this the right one?', mime_type: 'image/jpeg', sha256: 'SfInY0iCWTmGyDYmYzYFcw5Rf4dzT9oCdxkdlIpe3Ns=', id: '1003383421387256' },
    },
  ],
});

export const inboundReaction = messagesChange({
  contacts: [contact],
  messages: [
    { from: '16505551234', id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQUYzMTZDQjU1N0Y0RjYxMzU5MAA=', timestamp: '1750090826', type: 'reaction', reaction: { message_id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA', emoji: '\u{1F44D}' } },
  ],
});

export const inboundButton = messagesChange({
  contacts: [contact],
  messages: [
    {
      context: { from: exampleDisplayPhone, id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA' },
      from: '16505551234',
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQUI0NDQ1NUE3RjBCMUU0RkVGMAA=',
      timestamp: '1750091105',
      type: 'button',
      button: { payload: 'Unsubscribe from Promos', text: 'Unsubscribe from Promos' },
    },
  ],
});

export const inboundInteractive = messagesChange({
  contacts: [contact],
  messages: [
    {
      context: { from: exampleDisplayPhone, id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBJCNDFGMUMzNTg4QTJBNEYwQTQA' },
      from: '16505551234',
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQUQ2NjFCMEE1RjEwRkE2QzNCMAA=',
      timestamp: '1750091210',
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes' } },
    },
  ],
});

/** A system message: the customer changed number, and there are no contacts[]. */
export const inboundSystem = messagesChange({
  messages: [
    {
      from: '16505551234',
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQUQ5OEY2NzZCOTQzNkFGRkVGMAA=',
      timestamp: '1750091300',
      type: 'system',
      system: { body: 'User Sheena Nelson changed from 16505551234 to 16505559999', wa_id: '16505559999', type: 'user_changed_number' },
    },
  ],
});

export const inboundUnsupported = messagesChange({
  contacts: [contact],
  messages: [
    {
      from: '16505551234',
      id: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQTcyRUQ4MUQ0ODIxNDI0NDU3MAA=',
      timestamp: '1750091400',
      type: 'unsupported',
      errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown', error_data: { details: 'Message type is currently not supported.' } }],
    },
  ],
});

/** M-TPLWH: rejected with rejection_info (INVALID_FORMAT), and the first pause. */
export const templateRejected = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: exampleWabaId,
      time: 1751247548,
      changes: [
        {
          field: 'message_template_status_update',
          value: {
            event: 'REJECTED',
            message_template_id: 1689556908129835,
            message_template_name: 'abandoned_cart',
            message_template_language: 'en',
            reason: 'INVALID_FORMAT',
            message_template_category: 'MARKETING',
            rejection_info: { reason: 'The message template has too many variables for its length.', recommendation: 'Add more text or remove variables.' },
          },
        },
      ],
    },
  ],
};

export const templatePaused = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: exampleWabaId,
      time: 1751250000,
      changes: [
        {
          field: 'message_template_status_update',
          value: {
            event: 'PAUSED',
            message_template_id: 1689556908129832,
            message_template_name: 'seasonal_promotion_text_only',
            message_template_language: 'en',
            reason: 'NONE',
            message_template_category: 'MARKETING',
            other_info: { title: 'FIRST_PAUSE', description: 'Your WhatsApp message template has been paused for 3 hours until Jun 30, 2025 at 2:19 AM UTC because it had issues.' },
          },
        },
      ],
    },
  ],
};

/** M-ACC: a restriction on business-initiated messaging. */
export const accountUpdate = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: exampleWabaId,
      time: 1739321024,
      changes: [
        {
          field: 'account_update',
          value: {
            phone_number: exampleDisplayPhone,
            event: 'ACCOUNT_RESTRICTION',
            restriction_info: [{ restriction_type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expiration: 1739407424 }],
          },
        },
      ],
    },
  ],
};

/** M-PNQ (as the reference reproduces it). */
export const phoneNumberQualityUpdate = {
  entry: [
    {
      id: exampleWabaId,
      time: 1748454394,
      changes: [
        {
          field: 'phone_number_quality_update',
          value: { display_phone_number: exampleDisplayPhone, event: 'THROUGHPUT_UPGRADE', current_limit: 'TIER_UNLIMITED', old_limit: 'TIER_100K', max_daily_conversations_per_business: 'TIER_2K' },
        },
      ],
    },
  ],
  object: 'whatsapp_business_account',
};
