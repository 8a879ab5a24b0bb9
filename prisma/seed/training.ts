// Lesson content is plain text; the web app splits paragraphs on blank lines.
type LessonSeed = { title: string; paragraphs: string[] };
type ModuleSeed = { slug: string; title: string; description: string; lessons: LessonSeed[] };

export const trainingModules: ModuleSeed[] = [
  {
    slug: 'umrah-essentials',
    title: 'Umrah Essentials',
    description:
      'The rites of Umrah step by step, from tawaf to the final haircut, with practical advice for your first days in Makkah.',
    lessons: [
      {
        title: 'What Umrah is',
        paragraphs: [
          'Umrah is the lesser pilgrimage to Makkah. Unlike Hajj, which takes place on fixed days in the month of Dhul Hijjah, Umrah can be performed at any time of the year, and most pilgrims complete it within three to five hours of arriving in Makkah.',
          "It has four parts, always in this order: entering ihram at or before the miqat with the intention of Umrah; tawaf, seven circuits around the Kaaba; sa'i, seven lengths between the hills of Safa and Marwah; and finally shaving or shortening the hair, which brings ihram to an end.",
          'Learn the steps before you travel, well enough that you are not reading instructions in the crowd. Keep a small card with the order of the rites and a few duas you love; you are free to make dua in your own language throughout. Your group scholar goes through everything again on the evening before the Umrah.',
        ],
      },
      {
        title: 'Tawaf around the Kaaba',
        paragraphs: [
          'Tawaf begins at the corner of the Black Stone, marked by a green light on the wall of the mosque. Face the Black Stone, raise your right hand towards it and say "Bismillah, Allahu akbar", then walk with the Kaaba on your left. Each return to the Black Stone completes one circuit; seven make the tawaf. If you lose count, continue from the number you are sure of.',
          'You must be in wudu for tawaf. During the tawaf of Umrah men uncover the right shoulder (idtiba) and, in the first three circuits, walk with short brisk steps (raml) if the crowd allows. There is no set dua for each circuit. Between the Yemeni corner and the Black Stone it is sunnah to say: "Rabbana atina fid-dunya hasanah, wa fil-akhirati hasanah, wa qina adhaban-nar."',
          "When you finish, cover the right shoulder again and pray two short rak'ahs behind the Station of Ibrahim if there is room, or anywhere in the mosque if there is not. Then drink Zamzam water, available from coolers throughout the Haram, before walking to Safa.",
          'The courtyard around the Kaaba is the busiest place; the upper floors make each circuit longer but are usually calmer, and are the better choice for the elderly and for wheelchair users.',
        ],
      },
      {
        title: "Sa'i between Safa and Marwah",
        paragraphs: [
          "Sa'i remembers Hajar running between the two hills in search of water for her son Ismail, until Allah brought forth the spring of Zamzam. It starts at Safa and ends at Marwah: Safa to Marwah is one length, the return is the second, so the seventh length finishes at Marwah.",
          "On reaching Safa at the start, face the Kaaba, raise your hands and make dua. Between the two green lights on each length men jog lightly; women walk at their normal pace. Wudu is recommended for sa'i but not required.",
          "Each length is about 450 metres, so the whole sa'i is a little over three kilometres. Take it steadily, drink water and rest when you need to; sitting down for a while does not break your sa'i. Wheelchairs are available inside the mosque, and the upper floors are usually less crowded.",
        ],
      },
      {
        title: 'Completing Umrah: halq and taqsir',
        paragraphs: [
          "After sa'i, men either shave the whole head (halq), which carries the greater reward, or shorten the hair evenly from all over the head (taqsir). Women gather their hair and cut about a fingertip's length from the ends, in private.",
          'Once the hair is cut your Umrah is complete and the restrictions of ihram are lifted. The barbers around the Haram are open at all hours; choose one who uses a fresh blade for every customer.',
          'Take a moment before you rush back to the hotel. Many pilgrims return to the Haram for a quiet prayer of thanks, and to make dua for the family and friends who asked to be remembered.',
        ],
      },
      {
        title: 'Practical tips for your first days',
        paragraphs: [
          'Crowds rise and fall with the prayer times. The hours after Fajr and the late morning are often calmer than the time after Isha, which suits a first Umrah or an extra tawaf with elderly parents.',
          "The gates of the Haram are numbered. Agree a gate number as your group's meeting point, carry your hotel card and ID, and keep your shoes in a small bag rather than at the door, where they are easily lost.",
          'Pace yourself. Makkah is warm for most of the year, so drink often, use an umbrella in the sun and do not spend all your strength on the first day. Your Umrah permit is issued through the Nusuk app; we arrange it and send it to you before departure.',
        ],
      },
    ],
  },
  {
    slug: 'ihram-and-miqat',
    title: 'Ihram and Miqat',
    description:
      'Where and how to enter the sacred state of ihram, including on a flight, what it forbids, and the talbiyah.',
    lessons: [
      {
        title: 'Entering ihram',
        paragraphs: [
          'Ihram is the sacred state a pilgrim enters with the intention of Umrah or Hajj. It is the intention that makes it ihram; the clothes are only its sign. Before it, it is sunnah to take a full bath (ghusl), trim the nails and, for men, to put perfume on the body but not on the garments.',
          'Men wear two plain, unstitched white sheets, the izar around the waist and the rida over the shoulders, with sandals that leave the top of the foot uncovered. Women wear their ordinary modest clothing in any colour, without a face veil or gloves.',
          'Then make the intention, for example "Labbayk Allahumma umratan", and begin the talbiyah. If you worry that illness may stop you from completing the Umrah, you may add: "Allahumma mahilli haythu habastani", O Allah, my place of leaving ihram is wherever You hold me back.',
        ],
      },
      {
        title: 'The miqat boundaries',
        paragraphs: [
          'The Prophet, peace be upon him, set stations around Makkah that a pilgrim intending Umrah or Hajj must not pass without ihram. Dhul Hulayfah, today called Abyar Ali, is for those coming from Madinah. Al-Juhfah, near Rabigh, is for those from Syria, Egypt and the lands beyond them. Qarn al-Manazil, at as-Sayl al-Kabir, is for those from Najd, Riyadh and Taif. Yalamlam is for those from Yemen and the south, and Dhat Irq for those from Iraq.',
          "Anyone who lives inside these boundaries enters ihram from where they are. For Umrah, people already in Makkah go out to the nearest point beyond the sacred precinct, usually Masjid Aisha at Tan'im, a short taxi ride from the Haram.",
          'Our coaches from Madinah stop at the mosque of Dhul Hulayfah so you can bathe, change and pray there. Travelling by Haramain train, enter ihram before boarding in Madinah: the train passes the miqat within minutes and does not stop.',
        ],
      },
      {
        title: 'Ihram on a flight',
        paragraphs: [
          'Flights to Jeddah from abroad cross the miqat line before landing, so pilgrims going straight to Makkah enter ihram in the air. Men usually put on the ihram garments at home or at the departure airport and make the intention later, when the crew announces that the aircraft is approaching the miqat, often twenty to thirty minutes before landing.',
          'If the announcement does not come, make the intention about half an hour before the scheduled landing to be safe. Jeddah itself lies inside the miqat, so travellers arriving from abroad should not wait until the airport.',
          'If your itinerary starts in Madinah, you do not need ihram on the flight. You will enter it at Dhul Hulayfah on the way to Makkah after your days in Madinah.',
        ],
      },
      {
        title: 'What ihram forbids',
        paragraphs: [
          'In ihram, men and women alike avoid removing hair or cutting nails, using perfume or scented soap, hunting land animals, making a marriage contract, and marital relations. Men may not cover the head (an umbrella is fine) or wear clothes cut to the shape of the body, such as shirts, trousers or socks. Women may not wear a face veil or gloves, but may draw part of the headscarf down in front of the face when men pass close by.',
          'Much is still allowed: showering with unscented soap, changing into a fresh set of ihram sheets, wearing a watch, glasses, a belt or a money pouch, and using your phone. Pack unscented toiletries so that you are not left guessing in the hotel bathroom.',
          'Something done by mistake or in forgetfulness carries no penalty; simply stop once you remember. A deliberate breach may require a compensation (fidyah), such as a sacrifice, feeding six poor people or fasting three days. Ask your group scholar rather than guessing.',
        ],
      },
      {
        title: 'The talbiyah',
        paragraphs: [
          '"Labbayk Allahumma labbayk, labbayka la sharika laka labbayk, innal-hamda wan-ni\'mata laka wal-mulk, la sharika lak."',
          'Here I am, O Allah, here I am. Here I am, You have no partner, here I am. All praise and all blessings are Yours, and all dominion. You have no partner.',
          'Men say the talbiyah aloud and women quietly. Repeat it often from the moment you enter ihram; for Umrah, stop when you begin the tawaf.',
        ],
      },
    ],
  },
  {
    slug: 'madinah-visit',
    title: 'Visiting Madinah',
    description: "The Prophet's Mosque, the Rawdah, the historic sites of Madinah and how to travel on to Makkah.",
    lessons: [
      {
        title: "The Prophet's Mosque",
        paragraphs: [
          'Visiting Madinah is not part of Umrah, but few pilgrims would travel so far without praying in the city of the Prophet, peace be upon him. A prayer in his mosque, Masjid an-Nabawi, is better than a thousand prayers elsewhere, except in the Haram of Makkah.',
          "Enter with the right foot, say the dua for entering a mosque and pray two rak'ahs before sitting. Men and women have separate prayer halls and gates; learn the gate numbers nearest your hotel and to the women's sections on your first day.",
          'The courtyards are shaded by giant umbrellas that open in the day, and are the best place to rest between prayers. Keep the mosque quiet: phones on silent, conversations low.',
        ],
      },
      {
        title: 'The Rawdah and greeting the Prophet',
        paragraphs: [
          "The Rawdah, the area between the Prophet's pulpit and his house, is described in the hadith as a garden from the gardens of Paradise. Visits need a time slot booked in the Nusuk app, with separate times for men and women. Slots go quickly, so book as soon as they open; your guide will help.",
          "Inside, pray two rak'ahs if there is room and make dua, then move on so that others can have their turn. Pushing and raised voices have no place there.",
          'To greet the Prophet, walk along the passage in front of the graves and say "As-salamu alayka ya Rasulallah", then greet his companions Abu Bakr and Umar, who rest beside him. Make your own dua afterwards facing the qiblah.',
        ],
      },
      {
        title: 'Ziyarat around Madinah',
        paragraphs: [
          'Quba Mosque was the first mosque built in Islam. The Prophet taught that whoever purifies himself at home and then prays in Quba receives a reward like that of an Umrah, so go in a state of wudu if you can.',
          'At Mount Uhud, stand by the cemetery of the martyrs of the battle of Uhud, among them Hamzah, the uncle of the Prophet, and greet them with the salam for the dead. Masjid al-Qiblatayn marks the place where the direction of prayer was changed from Jerusalem to Makkah.',
          "Al-Baqi, the cemetery beside the Prophet's Mosque, holds many of his family and companions. Men may visit, usually after Fajr and after Asr. Our ziyarat tour covers these sites in one morning, with time to pray at each.",
        ],
      },
      {
        title: 'Travelling between Madinah and Makkah',
        paragraphs: [
          'The Haramain high-speed railway links Madinah, King Abdullah Economic City, Jeddah and Makkah. The Madinah to Makkah journey of about 450 km takes around two and a half hours. Makkah station is some distance from the Haram, so allow time for a taxi or shuttle at the end.',
          'Coaches take five to six hours and stop at Dhul Hulayfah for ihram, which many pilgrims prefer. Flights from Madinah to Jeddah take about an hour, but with airport time and the road to Makkah they are rarely faster than the train.',
          'Whichever you choose, keep your ihram clothes, passport and a bottle of water in your hand luggage, and send heavier bags ahead with the group.',
        ],
      },
    ],
  },
];
