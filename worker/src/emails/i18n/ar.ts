import type { EmailTexts } from './en.ts';

/**
 * The customers' emails in Arabic (Modern Standard Arabic, the calm register of the site). Written right to left
 * (message.ts sets dir="rtl"); Latin values in them (references, amounts, addresses) are isolated by index.ts.
 */
export const ar: EmailTexts = {
  common: {
    orOpenLink: 'أو افتح هذا الرابط:',
    journey: 'رحلتك مع Rihla',
    booking: 'الحجز',
    date: 'التاريخ',
    browsePackages: 'تصفّح باقاتنا',
    openMyTrips: 'افتح «رحلاتي»',
    bookingFooter: 'تصلك هذه الرسالة لأن هذا العنوان قُدِّم عند الحجز على Rihla.',
  },
  bookingReceived: {
    subject: 'تم استلام حجزك: {title} ({reference})',
    previewPriced: 'رابط الدفع في داخل هذه الرسالة.',
    previewQuote: 'سيرسل إليك فريقنا عرض السعر.',
    heading: 'شكرًا لك، {name}',
    received: 'استلمنا حجزك لـ{title}.',
    amount: 'المبلغ',
    quoteToFollow: 'سيُرسل عرض السعر لاحقًا',
    payPriced: 'ادفع عبر الرابط أدناه. احتفظ بهذه الرسالة، فالرابط هو وسيلتك للوصول إلى هذا الحجز.',
    payQuote: 'سيتواصل معك فريقنا قريبًا بعرض السعر، وبعد تحديده يمكنك الدفع عبر الرابط أدناه.',
    payNow: 'ادفع الآن',
    openBooking: 'افتح حجزي',
  },
  paymentReceipt: {
    headingFull: 'تم استلام الدفعة',
    headingDeposit: 'تم استلام العربون',
    headingBalance: 'تم استلام المبلغ المتبقي',
    subject: '{heading}: {paid} مقابل {title} ({reference})',
    previewBalanceBy: 'استلمنا {paid}. يُستحق المبلغ المتبقي بحلول {date}.',
    previewBalance: 'استلمنا {paid}. المبلغ المتبقي مستحق.',
    previewPaid: 'استلمنا {paid}. شكرًا لك.',
    thanks: 'شكرًا لك، {name}. استلمنا دفعتك مقابل {title}.',
    amountPaid: 'المبلغ المدفوع',
    depositPaid: 'العربون المدفوع',
    balancePaid: 'المبلغ المتبقي المدفوع',
    paymentReference: 'مرجع الدفع',
    stillToPay: 'المتبقي للدفع',
    remainingBy: '{amount} بحلول {date}',
    paidInFull: 'لا شيء: تم الدفع بالكامل',
    payBalance: 'ادفع المبلغ المتبقي من «رحلاتي» بعد تسجيل الدخول، أو عبر رابط الدفع في رسالة حجزك.',
    footer: 'احتفظ بهذه الرسالة إيصالًا لدفعتك.',
  },
  balanceReminder: {
    subject: 'المبلغ المتبقي {due} مستحق بحلول {date}: {title} ({reference})',
    preview:
      'يُستحق المبلغ المتبقي {due} {days, plural, zero {اليوم} one {خلال يوم واحد} two {خلال يومين} few {خلال # أيام} many {خلال # يومًا} other {خلال # يوم}}.',
    heading: 'اقترب موعد سداد المبلغ المتبقي',
    intro: 'السلام عليكم {name}، يُستحق المبلغ المتبقي من حجزك لـ{title} بحلول {date}.',
    balanceDue: 'المبلغ المتبقي المستحق',
    dueBy: 'تاريخ الاستحقاق',
    howAccount: 'ادفعه من «رحلاتي»: سجّل الدخول واختر «دفع المبلغ المتبقي» في هذا الحجز.',
    howLink: 'ادفعه عبر رابط الدفع في رسالة حجزك، أو من «رحلاتي» بعد تسجيل الدخول بعنوان البريد الإلكتروني هذا.',
    howSignIn: 'سجّل الدخول (أو أنشئ حسابًا) بعنوان البريد الإلكتروني هذا، ثم ادفعه من «رحلاتي».',
    button: 'ادفع المبلغ المتبقي من «رحلاتي»',
    footer: 'تصلك هذه الرسالة لأن عربونًا دُفع لهذا الحجز على Rihla.',
  },
  bookingClaim: {
    subject: 'أضف حجوزاتك السابقة إلى «رحلاتي»',
    preview:
      'هذا الرابط صالح لمدة {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
    heading: 'اعثر على حجوزاتك',
    intro: 'مرحبًا {name}، طلبت إضافة الحجوزات المسجلة بالعنوان {email} إلى «رحلاتي» في حسابك على Rihla.',
    button: 'أضف حجوزاتي',
    signedIn:
      'افتح الرابط وأنت مسجّل الدخول إلى Rihla بالعنوان {email}. وهو صالح لمدة {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
    ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة، ولن يتغير شيء.',
  },
  cancellationRequested: {
    subject: 'استلمنا طلب إلغاء حجزك ({reference})',
    preview: 'سيؤكد فريقنا الإلغاء قريبًا.',
    heading: 'استلمنا طلب الإلغاء',
    intro: 'السلام عليكم {name}، استلمنا طلبك لإلغاء حجزك لـ{title}.',
    refundUnderPolicy: 'المبلغ المسترد وفق السياسة',
    refundDue:
      'وفق سياسة الإلغاء الخاصة بالباقة، سيُرد إليك {amount} ({percent}٪ مما دفعته). وسيؤكد فريقنا الإلغاء والاسترداد عبر البريد الإلكتروني.',
    noRefund:
      'وفق سياسة الإلغاء الخاصة بالباقة، لا يُستحق أي استرداد في هذا التاريخ. وسيؤكد فريقنا الإلغاء عبر البريد الإلكتروني.',
  },
  bookingCancelled: {
    subject: 'تم إلغاء حجزك ({reference})',
    preview: 'تم إلغاء حجزك لـ{title}.',
    heading: 'تم إلغاء حجزك',
    intro: 'السلام عليكم {name}، تم إلغاء حجزك لـ{title}.',
    refund: 'مبلغ مسترد قدره {amount} في طريقه إلى بطاقتك، وسنراسلك عند اكتماله.',
    nothingToRefund: 'لم تُحصَّل أي دفعة لهذا الحجز، فلا يوجد ما يُسترد.',
  },
  refundConfirmed: {
    subject: 'استرداد {amount} لـ{title} ({reference})',
    preview: 'رددنا {amount} إلى بطاقتك.',
    heading: 'المبلغ المسترد في طريقه إليك',
    intro: 'السلام عليكم {name}، رددنا {amount} عن حجزك لـ{title}.',
    amountRefunded: 'المبلغ المسترد',
    refundReference: 'مرجع الاسترداد',
    bank: 'يظهر المبلغ عادةً في كشف حسابك المصرفي خلال ٥ إلى ١٠ أيام عمل.',
    footer: 'احتفظ بهذه الرسالة سجلًّا لاسترداد المبلغ.',
  },
  consultationAck: {
    subject: 'استلمنا طلب الاستشارة',
    preview: 'سيجيبك أحد مستشاري Rihla شخصيًا.',
    heading: 'شكرًا لك، {name}',
    body: 'استلمنا طلب الاستشارة. سيطّلع عليه أحد مستشاري Rihla ويجيبك عبر البريد الإلكتروني.',
    footer: 'تصلك هذه الرسالة لأنك طلبت استشارة على Rihla.',
  },
  newsletterConfirm: {
    subject: 'يُرجى تأكيد اشتراكك في النشرة البريدية لـ Rihla',
    preview: 'نقرة واحدة ويتم اشتراكك.',
    heading: 'أكّد اشتراكك',
    intro:
      'طلب أحدهم، ونرجو أن تكون أنت، تلقي النشرة البريدية لـ Rihla على هذا العنوان: مواعيد الرحلات الجديدة، والأسعار المبكرة، وتأمل قصير يرافقك في الطريق.',
    button: 'أكّد اشتراكي',
    ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة، فلن نرسل إليك شيئًا دون تأكيدك.',
    unsubscribe: 'يمكنك إلغاء الاشتراك في أي وقت: {url}',
  },
  passwordReset: {
    subject: 'إعادة تعيين كلمة مرور Rihla',
    preview: 'هذا الرابط صالح لمرة واحدة، لمدة ساعة.',
    heading: 'أعد تعيين كلمة المرور',
    intro: 'مرحبًا {name}، تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك على Rihla.',
    button: 'اختر كلمة مرور جديدة',
    once: 'الرابط صالح لمرة واحدة، لمدة ساعة. وتعيين كلمة مرور جديدة يُخرجك من حسابك على جميع الأجهزة.',
    ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
  },
};
