/**
 * /meeting/:id (issue 20): the link a customer gets to book the video meeting that strongly
 * verifies an approved sender name. The page shows the name and the free times the server offers
 * (auth/get-zoom-meeting-coordination-data/{id}), a day and then a time, and books the chosen one
 * (auth/create-zoom-meeting); the outcome's words come from the status table. Once booked, the
 * link shows the meeting's time. Times are Israel time, said so on the page.
 */
import { Button, Flex, Form, Input, Radio, Select } from 'antd';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { notFoundShownByPage } from '../../api/baseQuery';
import { useCreateZoomMeetingMutation, useGetZoomMeetingCoordinationDataQuery } from '../../api/generated/auth';
import { CreateZoomMeeting } from '../../../contract/statusCodes';
import { israelWallTime, parseIsraelDateTime } from '../../../domain/israelTime';
import { useDateLocale } from '../../i18n/dateLocale';
import { PageLoading } from '../../ui/PageLoading';
import { Heading, Panel, Paragraph } from '../../ui/text';
import { PublicResult } from './PublicResult';

// An unknown or replaced link is said by the page itself, not as an error notice.
notFoundShownByPage('getZoomMeetingCoordinationData');

/** The slots (DD/MM/YYYY HH:mm) grouped by their day, in the server's order. */
function byDay(slots: readonly string[]): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const [day] = slot.split(' ');
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

export default function MeetingPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const id = useParams().id ?? '';
  const { data, isLoading, isError, refetch } = useGetZoomMeetingCoordinationDataQuery({ id }, { skip: !id });
  const [book, { isLoading: booking }] = useCreateZoomMeetingMutation();
  const [day, setDay] = useState<string>();
  const [slot, setSlot] = useState<string>();
  const [contactName, setContactName] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);

  if (isLoading) return <PageLoading />;
  const meeting = data?.data;
  if (!id || isError || !meeting || linkInvalid) return <PublicResult status="warning" title={t('public.meeting.linkInvalidTitle')} subTitle={t('public.meeting.linkInvalidText')} />;
  if (meeting.meetingDate) {
    return (
      <PublicResult
        status="success"
        title={t(meeting.meetingStatus === 'done' ? 'public.meeting.heldTitle' : 'public.meeting.bookedTitle')}
        subTitle={t('public.meeting.bookedText', { name: meeting.sourceName, date: meeting.meetingDate })}
      />
    );
  }

  const days = byDay(meeting.availableSlots ?? []);
  const dayLabel = (text: string) => {
    const w = israelWallTime(parseIsraelDateTime(text) ?? 0);
    return format(new Date(w.year, w.month - 1, w.day), 'EEEE, PP', { locale });
  };
  const submit = async () => {
    if (!slot) return;
    const answer = await book({ body: { id, meetingDate: slot, ...(contactName.trim() ? { contactName: contactName.trim() } : {}) } });
    const status = 'data' in answer ? answer.data?.data?.status : undefined;
    if (status === CreateZoomMeeting.linkInvalid) setLinkInvalid(true);
    // Booked, or taken by someone else meanwhile: the link's state and free times are read again.
    if (status !== undefined) {
      setSlot(undefined);
      void refetch();
    }
  };
  return (
    <Flex justify="center" style={{ paddingBlock: 48, paddingInline: 16 }}>
      <Panel style={{ width: '100%', maxWidth: 520 }}>
        <Heading style={{ fontSize: 24, textAlign: 'center' }}>{t('public.meeting.title')}</Heading>
        <Paragraph secondary>{t('public.meeting.intro', { name: meeting.sourceName, company: meeting.companyName })}</Paragraph>
        {days.size === 0 ? (
          <Paragraph>{t('public.meeting.noTimes')}</Paragraph>
        ) : (
          <Form layout="vertical" onFinish={() => void submit()}>
            <Form.Item label={t('public.meeting.day')} htmlFor="meeting-day">
              <Select
                id="meeting-day"
                value={day}
                placeholder={t('public.meeting.chooseDay')}
                onChange={(value: string) => {
                  setDay(value);
                  setSlot(undefined);
                }}
                options={[...days.keys()].map((d) => ({ value: d, label: dayLabel(d) }))}
              />
            </Form.Item>
            {day && days.has(day) && (
              <Form.Item label={t('public.meeting.time')}>
                <Radio.Group value={slot} onChange={(e) => setSlot(e.target.value as string)} aria-label={t('public.meeting.time')}>
                  <Flex wrap gap={8}>
                    {days.get(day)!.map((s) => (
                      <Radio.Button key={s} value={s}>
                        <bdi dir="ltr">{s.split(' ')[1]}</bdi>
                      </Radio.Button>
                    ))}
                  </Flex>
                </Radio.Group>
              </Form.Item>
            )}
            <Form.Item label={t('public.meeting.contactName')} htmlFor="meeting-contact">
              <Input id="meeting-contact" value={contactName} maxLength={100} placeholder={meeting.contactName} onChange={(e) => setContactName(e.target.value)} />
            </Form.Item>
            <Paragraph secondary>{t('public.meeting.israelTime')}</Paragraph>
            <Button type="primary" htmlType="submit" size="large" block disabled={!slot} loading={booking}>
              {t('public.meeting.book')}
            </Button>
          </Form>
        )}
      </Panel>
    </Flex>
  );
}
